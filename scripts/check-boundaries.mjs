// Keeps the layout's two import rules: a web feature never
// imports another feature (pages in app/routes compose them), and the shared
// package never imports either app. Also keeps permission rules in one place:
// every server module with a write route has its named policies, tested, in
// packages/shared/src/<module>/policies.ts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const featuresDir = path.join(root, 'apps/web/src/features');
const problems = [];

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx)$/.test(entry.name)) yield full;
  }
}

function importsOf(file) {
  return [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map(
    (m) => m[1],
  );
}

for (const file of sourceFiles(featuresDir)) {
  const feature = path.relative(featuresDir, file).split(path.sep)[0];
  for (const specifier of importsOf(file).filter((s) => s.startsWith('.'))) {
    const target = path.resolve(path.dirname(file), specifier);
    const relative = path.relative(featuresDir, target);
    if (!relative.startsWith('..') && relative.split(path.sep)[0] !== feature) {
      problems.push(`${path.relative(root, file)} imports another feature: ${specifier}`);
    }
  }
}
for (const file of sourceFiles(path.join(root, 'packages/shared/src'))) {
  for (const specifier of importsOf(file)) {
    if (
      specifier.includes('apps/') ||
      specifier.startsWith('@haven/server') ||
      specifier.startsWith('@haven/web')
    ) {
      problems.push(`${path.relative(root, file)} imports an app: ${specifier}`);
    }
  }
}
// A write route: app.post/put/patch/delete(…), or app.route({ method: 'POST' | … }) in a route table.
const WRITE_ROUTE = /\bapp\.(?:post|put|patch|delete)\(|\bmethod:\s*['"](?:POST|PUT|PATCH|DELETE)['"]/;
const serverModules = [
  ...readdirSync(path.join(root, 'apps/server/src/modules')).map((name) => `apps/server/src/modules/${name}`),
  'apps/server/src/media',
];
for (const dir of serverModules) {
  const hasWrite = [...sourceFiles(path.join(root, dir))].some(
    (file) => !file.endsWith('.test.ts') && WRITE_ROUTE.test(readFileSync(file, 'utf8')),
  );
  if (!hasWrite) continue;
  const policies = `packages/shared/src/${path.basename(dir)}/policies`;
  for (const file of [`${policies}.ts`, `${policies}.test.ts`]) {
    if (!existsSync(path.join(root, file))) problems.push(`${dir} has write routes but no ${file}`);
  }
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('Import boundaries hold; every module with write routes has tested policies.');
