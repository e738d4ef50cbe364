// The import rules of the layout, checked by `npm run lint` (dependency-cruiser).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Modules import each other in one direction only; a cycle makes load order matter.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'feature-imports-another-feature',
      comment:
        "A web feature never imports another feature; pages in app/routes compose them. Only the copy a feature names in its texts module (and that module's catalogs, in tests) may be read by another.",
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^apps/web/src/features/',
        pathNot: ['^apps/web/src/features/$1/', '-texts\\.ts$'],
      },
    },
    {
      name: 'shared-web-code-imports-a-feature',
      comment: 'components/ and lib/ serve every feature, so they know none of them.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'feature-imports-the-app',
      comment: 'Features are composed by app/ (router, layout, routes), never the other way round.',
      severity: 'error',
      from: { path: '^apps/web/src/(features|components|lib)/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'shared-package-imports-an-app',
      comment: 'The shared package is the contract between the apps and depends on neither.',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-imports-the-server',
      comment: 'The browser bundle holds no server code; what both need lives in the shared package.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'server-imports-the-web',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|dist-ssr|node_modules)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    preserveSymlinks: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    extraExtensionsToScan: [],
  },
};
