// Runs the unit and API suites on the embedded database (PGlite), then, when
// TEST_DATABASE_URL is set, the server's database tests again against that PostgreSQL server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

function vitest(args, env) {
  const result = spawnSync('npx', ['vitest', 'run', ...args], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const SERVER = 'apps/server/src';
// A test file uses the database it is given when it reaches the test database helper through its
// relative imports, or reads TEST_DATABASE_URL itself. Every other file (pure rules, a PGlite of
// its own, child processes) runs the same on both passes, so the second pass leaves it out.
const DATABASE_HELPER = path.join(SERVER, 'test', 'test-database.ts');
const IMPORT = /(?:from|import\()\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function usesTestDatabase(file, seen = new Set()) {
  if (seen.has(file)) return false;
  seen.add(file);
  if (file === DATABASE_HELPER) return true;
  const source = readFileSync(file, 'utf8');
  if (source.includes('TEST_DATABASE_URL')) return true;
  for (const [, specifier] of source.matchAll(IMPORT)) {
    const target = path.join(path.dirname(file), specifier);
    const resolved = [target, `${target}.ts`].find(
      (candidate) => existsSync(candidate) && candidate.endsWith('.ts'),
    );
    if (resolved && usesTestDatabase(resolved, seen)) return true;
  }
  return false;
}

const { TEST_DATABASE_URL, ...withoutPostgres } = process.env;
console.log('\n▶ unit and API tests on PGlite');
vitest([], withoutPostgres);
if (TEST_DATABASE_URL) {
  const databaseTests = readdirSync(SERVER, { recursive: true })
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => path.join(SERVER, name))
    .filter((file) => usesTestDatabase(file))
    .sort();
  console.log(
    `\n▶ the server's ${databaseTests.length} database test files on PostgreSQL (TEST_DATABASE_URL)`,
  );
  vitest(['--project', 'server', ...databaseTests], process.env);
}
