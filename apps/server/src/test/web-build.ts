import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const WEB_DIR = fileURLToPath(new URL('../../../web', import.meta.url));

/**
 * The web app built afresh (browser and server entries) for one test file, inside the web
 * workspace so the server entry finds its packages; `remove` deletes it. Returns the browser
 * build's folder, as the server's WEB_DIST_DIR takes it.
 */
export function buildWebApp(): { distDir: string; remove: () => void } {
  const root = mkdtempSync(path.join(WEB_DIR, '.test-build-'));
  const distDir = path.join(root, 'dist');
  const vite = (...args: string[]) =>
    execFileSync('npx', ['vite', 'build', '--logLevel', 'error', '--emptyOutDir', ...args], {
      cwd: WEB_DIR,
      stdio: 'inherit',
      // A production build, as served (the test runner's NODE_ENV would make a development one);
      // the server's build reads the browser build's manifest from BROWSER_BUILD_DIR.
      env: { ...process.env, NODE_ENV: 'production', BROWSER_BUILD_DIR: distDir },
    });
  vite('--outDir', distDir);
  vite('--ssr', 'src/entry-server.tsx', '--outDir', path.join(root, 'dist-ssr'));
  return { distDir, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/**
 * A stand-in web build for tests of how pages are served: an index.html with the app's root and a
 * server entry whose module source is `entrySource` (it exports `render`, as the real one does).
 */
export function standInWebBuild(entrySource: string): string {
  const root = mkdtempSync(path.join(tmpdir(), 'haven-pages-'));
  mkdirSync(path.join(root, 'dist'));
  mkdirSync(path.join(root, 'dist-ssr'));
  writeFileSync(
    path.join(root, 'dist', 'index.html'),
    '<!doctype html><html><head><title>Heroes Haven</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(root, 'dist-ssr', 'entry-server.js'), entrySource);
  return path.join(root, 'dist');
}
