import { createRequire } from 'node:module';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { devServerRendering } from './dev-server-rendering';

// React Router's package always resolves to its development build, which keeps its development
// warnings switched on; the production build it ships beside it is the same code with them off.
// Builds use that one (the browser's bundle and the server's); development keeps the warnings.
const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);

// The API server in development; override with API_PROXY_TARGET when port 3000 is taken.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), devServerRendering(apiTarget)],
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
          ]
        : [],
  },
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
