// Measures the server as a browser uses it: each route's requests per second
// and p99 latency, printed beside the same figures for a trivial route of the
// same server in the same run, so the ratios hold from machine to machine.
// Usage: npm run bench  (builds the web app, then starts a server on a fresh
// embedded database with demo content).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const PORT = Number(process.env.BENCH_PORT ?? 3390);
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

type Figures = { rps: number; p99: number; errors: number };

async function measure(urlPath: string, headers: Record<string, string> = {}): Promise<Figures> {
  const result = await autocannon({
    url: `${BASE}${urlPath}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers,
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
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
  const server = spawn('node', ['--import', 'tsx', 'apps/server/src/server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      PUBLIC_URL: BASE,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(server);
    const cookie = await signIn();
    const routes: [string, string, Record<string, string>][] = [
      ['trivial route (baseline)', '/api/ping', {}],
      ['health (database round-trip)', '/api/health', {}],
      ['session of a signed-in member', '/api/me', { cookie }],
      ['page shell (index.html)', '/', {}],
    ];
    const rows: { name: string; path: string; figures: Figures }[] = [];
    for (const [name, urlPath, headers] of routes) {
      await measure(urlPath, headers); // warm-up
      rows.push({ name, path: urlPath, figures: await measure(urlPath, headers) });
    }
    const base = rows[0]?.figures as Figures;
    console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s per route, embedded database\n`);
    console.log(
      `${'route'.padEnd(34)} ${'path'.padEnd(12)} ${'req/s'.padStart(8)} ${'p99 ms'.padStart(7)} ` +
        `${'req/s ratio'.padStart(11)} ${'p99 ratio'.padStart(9)} errors`,
    );
    for (const { name, path: p, figures } of rows) {
      console.log(
        `${name.padEnd(34)} ${p.padEnd(12)} ${figures.rps.toFixed(0).padStart(8)} ${String(figures.p99).padStart(7)} ` +
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
