import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { LANGUAGE_CODES } from '../../packages/shared/src/i18n/languages';
import { catalogAreas } from './catalog-areas';
import { devServerRendering } from './dev-server-rendering';
import { linguiMacros } from './lingui-macros';
import {
  catalogFilesOf,
  catalogKey,
  codeFilesOf,
  type ManifestChunk,
  navigationCodeIndex,
  START_CATALOGS,
  START_CODE,
  startCodeOf,
  startFilesOf,
} from './src/lib/page-code';

// React Router's package always resolves to its development build, which keeps its development
// warnings switched on; the production build it ships beside it is the same code with them off.
// Builds use that one (the browser's bundle and the server's); development keeps the warnings.
const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);

// The API server in development; override with API_PROXY_TARGET when port 3000 is taken.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

const PAGE_CODE_MODULE = 'virtual:page-code';

/**
 * `virtual:page-code` for the server's build: each page module's and language catalog's code files in the browser's build
 * (read from its manifest, built first into `dist` or BROWSER_BUILD_DIR), without the entry and the
 * start chunk every page loads. The server names them in the page it draws (lib/page-code.ts).
 * Elsewhere it is empty.
 */
function pageCode(): Plugin {
  let isServerBuild = false;
  let root = '';
  return {
    name: 'page-code',
    configResolved(config) {
      isServerBuild = config.command === 'build' && Boolean(config.build.ssr);
      root = config.root;
    },
    resolveId: (source) => (source === PAGE_CODE_MODULE ? `\0${PAGE_CODE_MODULE}` : null),
    load(id) {
      if (id !== `\0${PAGE_CODE_MODULE}`) return null;
      if (!isServerBuild) return 'export default {};';
      const browserDir = process.env.BROWSER_BUILD_DIR ?? path.join(root, 'dist');
      const manifest = JSON.parse(
        readFileSync(path.join(browserDir, '.vite/manifest.json'), 'utf8'),
      ) as Record<string, ManifestChunk & { isEntry?: boolean; name?: string }>;
      const { startKeys: loadedKeys, files: loaded } = startFilesOf(manifest);
      const pageKeys = Object.keys(manifest).filter((key) => key.startsWith('src/app/routes/'));
      const code = Object.fromEntries([
        [
          START_CODE,
          startCodeOf(manifest, (file) => statSync(path.join(browserDir, file)).size).map(
            (file) => `/${file}`,
          ),
        ],
        ...[...pageKeys, ...Object.keys(manifest).filter((key) => key.startsWith('src/locales/'))].map(
          (key) => [key, codeFilesOf(manifest, key, loaded).map((file) => `/${file}`)],
        ),
        // The catalogs of the areas each page loads, and of those the app's start loads.
        ...pageKeys.flatMap((key) =>
          LANGUAGE_CODES.map((language) => [
            catalogKey(key, language),
            catalogFilesOf(manifest, key, language).map((file) => `/${file}`),
          ]),
        ),
        ...LANGUAGE_CODES.map((language) => [
          catalogKey(START_CATALOGS, language),
          [...new Set(loadedKeys.flatMap((key) => catalogFilesOf(manifest, key, language)))].map(
            (file) => `/${file}`,
          ),
        ]),
      ]);
      return `export default ${JSON.stringify(code)};`;
    },
  };
}

const NAVIGATION_INDEX_HASH = '__NAVIGATION_INDEX_HASH__';

/**
 * Writes, beside the browser's code, each language's index of the files a navigation to each page
 * fetches (lib/navigation-code.ts reads it), and names it in the code by the hash of its contents.
 */
function navigationCode(): Plugin {
  let outDir = '';
  let isBrowserBuild = false;
  return {
    name: 'navigation-code',
    apply: 'build',
    configResolved(config) {
      isBrowserBuild = !config.build.ssr;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      if (!isBrowserBuild) return;
      const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
      const indexes = LANGUAGE_CODES.map(
        (language) => [language, JSON.stringify(navigationCodeIndex(manifest, language))] as const,
      );
      const hash = createHash('sha256')
        .update(indexes.map(([, index]) => index).join('\n'))
        .digest('hex')
        .slice(0, 10);
      for (const [language, index] of indexes)
        writeFileSync(path.join(outDir, 'assets', `page-code-${hash}.${language}.json`), index);
      let named = 0;
      for (const file of readdirSync(path.join(outDir, 'assets')).filter((name) => name.endsWith('.js'))) {
        const code = readFileSync(path.join(outDir, 'assets', file), 'utf8');
        if (!code.includes(NAVIGATION_INDEX_HASH)) continue;
        writeFileSync(path.join(outDir, 'assets', file), code.replaceAll(NAVIGATION_INDEX_HASH, hash));
        named += 1;
      }
      if (named === 0) throw new Error('No chunk names the navigation index (lib/navigation-code.ts).');
    },
  };
}

export default defineConfig(({ command }) => ({
  // lingui(): a catalog (`src/locales/<language>.po`) imported by the app is compiled in the build.
  plugins: [
    react(),
    catalogAreas(),
    linguiMacros(),
    lingui(),
    tailwindcss(),
    devServerRendering(apiTarget),
    pageCode(),
    navigationCode(),
  ],
  resolve: {
    alias:
      command === 'build'
        ? [
            // Icons drawn from static markup (src/lib/light-icon.tsx) in place of an element per stroke.
            {
              find: /^\.\.\/createLucideIcon\.mjs$/,
              replacement: path.resolve(import.meta.dirname, 'src/lib/light-icon.tsx'),
            },
            { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
          ]
        : [],
  },
  // The server's build bundles the icons too, so they go through the same factory as the browser's.
  ssr: { noExternal: command === 'build' ? ['lucide-react'] : [] },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/media': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/media': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Lets the bundle budget find the home route's chunk and what it imports.
    manifest: true,
    // A lazy page's chunks are fetched by the browser's own module loader as it reads their
    // imports. Vite's preloading would add a <link> to the document for each of them (about 70
    // for a hero page) in the task that starts the app: about 100 ms of a phone's main thread.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // The app the entry starts after first paint, with everything it imports, as one chunk:
        // otherwise each piece it shares with a lazy page becomes a small file of its own. The
        // helper that loads it stays out, or the entry would have to load the whole app first.
        codeSplitting: {
          groups: [
            { name: 'preload-helper', test: /vite\/preload-helper/, priority: 2 },
            { name: 'start', test: /\/src\/app\/start\.tsx$/, priority: 1 },
          ],
        },
      },
    },
  },
}));
