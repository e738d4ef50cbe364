// Runs the unit and API suites on the embedded database (PGlite), then, when
// TEST_DATABASE_URL is set, the API suite again against that PostgreSQL server.
import { spawnSync } from 'node:child_process';

function vitest(args, env) {
  const result = spawnSync('npx', ['vitest', 'run', ...args], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { TEST_DATABASE_URL, ...withoutPostgres } = process.env;
console.log('\n▶ unit and API tests on PGlite');
vitest([], withoutPostgres);
if (TEST_DATABASE_URL) {
  console.log('\n▶ API tests on PostgreSQL (TEST_DATABASE_URL)');
  vitest(['--project', 'server'], process.env);
}
