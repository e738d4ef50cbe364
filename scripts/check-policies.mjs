// Keeps permission rules in one place: every server module with a write route has its named
// policies, tested as roles × actions, in packages/shared/src/<module>/policies.ts.
// (The import rules of the layout are checked by dependency-cruiser: .dependency-cruiser.cjs.)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const problems = [];

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx)$/.test(entry.name)) yield full;
  }
}

// A write route: app.post/put/patch/delete(…), app.route({ method: 'POST' | … }) in a route table,
// or the admin write helpers of apps/server/src/lib/admin-routes.ts.
const WRITE_ROUTE =
  /\bapp\.(?:post|put|patch|delete)\(|\bmethod:\s*['"](?:POST|PUT|PATCH|DELETE)['"]|\badmin(?:Crud|Ok|Save)Routes?\(/;
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
console.log('Every module with write routes has tested policies.');
