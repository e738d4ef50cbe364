// npm start: builds only what changed, then runs the compiled server.
// The web app is rebuilt when any of its sources (or the shared package) is newer than
// apps/web/dist/index.html; the server is bundled with esbuild into apps/server/dist
// (the shared package included, npm dependencies left to node_modules, the migrations
// copied beside it) when any of its sources is newer than the bundle.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const at = (...parts) => path.join(root, ...parts);

/** The newest modification time among the files under these paths (0 when none). */
function newest(paths) {
  let latest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const name of readdirSync(p))
        if (name !== 'node_modules' && name !== 'dist' && name !== 'dist-ssr') visit(path.join(p, name));
    } else {
      latest = Math.max(latest, stat.mtimeMs);
    }
  };
  for (const p of paths) visit(p);
  return latest;
}

const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const shared = [at('packages/shared/src'), at('packages/shared/package.json'), at('package-lock.json')];

const webSources = [at('apps/web'), ...shared];
if (newest(webSources) > builtAt(at('apps/web/dist/index.html'))) {
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
} else {
  console.log('Web app is up to date; skipping its build.');
}

const serverBundle = at('apps/server/dist/server.js');
const serverSources = [at('apps/server/src'), at('apps/server/package.json'), ...shared];
if (newest(serverSources) > builtAt(serverBundle)) {
  const { build } = await import('esbuild');
  const { dependencies = {} } = (
    await import(pathToFileURL(at('apps/server/package.json')), { with: { type: 'json' } })
  ).default;
  rmSync(at('apps/server/dist'), { recursive: true, force: true });
  await build({
    // The embedded database's thread is a second entry, beside the server.
    entryPoints: {
      server: at('apps/server/src/server.ts'),
      'pglite-worker': at('apps/server/src/db/pglite-worker.ts'),
    },
    outdir: at('apps/server/dist'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // npm packages load from node_modules at run time; the workspace's shared package is TypeScript and is bundled.
    external: Object.keys(dependencies),
    sourcemap: true,
    logLevel: 'warning',
  });
  cpSync(at('apps/server/src/db/migrations'), at('apps/server/dist/migrations'), { recursive: true });
} else {
  console.log('Server bundle is up to date; skipping its build.');
}

// `--build-only`: stop here (the bench and soak scripts start the server themselves).
if (!process.argv.includes('--build-only')) await import(pathToFileURL(serverBundle).href);
