// Measures the server as a browser uses it: each route's requests per second
// and p99 latency, printed beside the same figures for a trivial route of the
// same server in the same run, so the ratios hold from machine to machine.
// Usage: npm run bench  (builds the web app, then starts a server on a fresh
// embedded database with demo content plus the load-test data set: 5,000
// heroes and 100,000 comments).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openPglite } from '../apps/server/src/db/client.ts';
import { seedScaleData } from '../apps/server/src/db/seed/scale.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3390);
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

type Figures = { rps: number; p99: number; errors: number };

async function measure(
  urlPath: string,
  headers: Record<string, string>,
  duration = DURATION_S,
): Promise<Figures> {
  const result = await autocannon({
    url: `${BASE}${urlPath}`,
    connections: CONNECTIONS,
    duration,
    headers,
  });
  // A 304 is the answer a revalidating browser wants, not an error.
  const non2xx = urlPath === '/api/heroes' && headers['if-none-match'] ? 0 : result.non2xx;
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + non2xx };
}

async function waitForHealth(server: ChildProcess): Promise<void> {
  for (let i = 0; i < 120; i++) {
    if (server.exitCode !== null) throw new Error('The server stopped during start-up');
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('The server did not become healthy in time');
}

async function signIn(): Promise<string> {
  const email = 'bench@bench.example';
  const password = 'Bench-Pass1';
  const json = { 'content-type': 'application/json' };
  await fetch(`${BASE}/api/account/sign-up`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password }),
  });
  const res = await fetch(`${BASE}/api/account/sign-in`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password, rememberMe: true }),
  });
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'haven-bench-'));
  const database = await openPglite(dataDir);
  await database.migrate();
  await seedScaleData(database.db);
  await database.close();
  const server = spawn('node', ['--import', 'tsx', 'apps/server/src/server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      PUBLIC_URL: BASE,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(server);
    const cookie = await signIn();
    const list = (await (await fetch(`${BASE}/api/heroes?page=3`)).json()) as {
      items: { id: string; slug: string }[];
    };
    const hero = list.items[0];
    if (!hero) throw new Error('no heroes to measure');
    const heroList = await fetch(`${BASE}/api/heroes`);
    const etag = heroList.headers.get('etag') ?? '';
    const routes: [string, string, Record<string, string>][] = [
      ['trivial route (baseline)', '/api/ping', {}],
      ['health (database round-trip)', '/api/health', {}],
      ['session of a signed-in member', '/api/me', { cookie }],
      ['page shell (index.html)', '/', {}],
      ['hero list, page 1', '/api/heroes', {}],
      ['hero list, 304 on ETag', '/api/heroes', { 'if-none-match': etag }],
      ['hero list, search + filters', '/api/heroes?search=hero%2004&class=Guard,Doctor&role=Tank', {}],
      ['hero page', `/api/heroes/${hero.slug}`, {}],
      ['hero comments (most useful)', `/api/heroes/${hero.id}/comments?sort=useful`, { cookie }],
      ['hero rating summary', `/api/heroes/${hero.id}/rating`, { cookie }],
      ['home: highest rated heroes', '/api/home/heroes', {}],
      ['home: latest news', '/api/home/news', {}],
      ['home: teams', '/api/home/teams', {}],
    ];
    const rows: { name: string; path: string; figures: Figures }[] = [];
    for (const [name, urlPath, headers] of routes) {
      await measure(urlPath, headers, 1); // warm-up
      rows.push({ name, path: urlPath, figures: await measure(urlPath, headers) });
    }
    const base = rows[0]?.figures as Figures;
    console.log(
      `\n${CONNECTIONS} connections, ${DURATION_S} s per route, embedded database with 5,000 heroes and 100,000 comments\n`,
    );
    console.log(
      `${'route'.padEnd(34)} ${'path'.padEnd(14)} ${'req/s'.padStart(8)} ${'p99 ms'.padStart(7)} ` +
        `${'req/s ratio'.padStart(11)} ${'p99 ratio'.padStart(9)} errors`,
    );
    for (const { name, path: p, figures } of rows) {
      console.log(
        `${name.padEnd(34)} ${p.slice(0, 14).padEnd(14)} ${figures.rps.toFixed(0).padStart(8)} ${String(figures.p99).padStart(7)} ` +
          `${(figures.rps / base.rps).toFixed(2).padStart(11)} ${(figures.p99 / Math.max(base.p99, 1)).toFixed(2).padStart(9)} ${figures.errors}`,
      );
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
