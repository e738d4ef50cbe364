// Starts the production server for the measuring scripts (bench, soak, lighthouse) on a
// temporary data folder, on the embedded database or, with a PostgreSQL URL, on a new
// database of that server that is dropped afterwards.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres } from '../../apps/server/src/db/client.ts';
import { seedScaleData } from '../../apps/server/src/db/seed/scale.ts';

export type RunningServer = {
  baseUrl: string;
  /** 'embedded' or 'PostgreSQL'. */
  kind: string;
  /** False once the server process has ended. */
  running: () => boolean;
  stop: () => Promise<void>;
};

export type StartOptions = {
  port: number;
  /** PostgreSQL server to use (a fresh database on it); the embedded database when unset. */
  databaseUrl?: string | undefined;
  /** A PostgreSQL database to use as it is and keep (several instances sharing one; see `createDatabase`). */
  sharedDatabaseUrl?: string | undefined;
  /** Add the load-test data set (5,000 heroes, 100,000 comments) before starting. */
  scale?: boolean;
  env?: Record<string, string>;
};

const ROOT = path.resolve(import.meta.dirname, '../..');
const COMPILED_SERVER = path.join(ROOT, 'apps/server/dist/server.js');

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function waitForHealth(baseUrl: string, server: ChildProcess): Promise<void> {
  for (let i = 0; i < 480; i++) {
    if (server.exitCode !== null) throw new Error('The server stopped during start-up');
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('The server did not become healthy in time');
}

/** A new database on the PostgreSQL server of `adminUrl`, for instances to share; `drop` removes it. */
export async function createDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `haven_run_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  return {
    url: withDatabase(adminUrl, name),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

/** Starts `npm start`'s server (compiled when built, else from source) and waits until it is healthy. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'haven-run-'));
  let databaseUrl = options.sharedDatabaseUrl;
  let dropDatabase = async () => {};
  if (!databaseUrl && options.databaseUrl) {
    const created = await createDatabase(options.databaseUrl);
    databaseUrl = created.url;
    dropDatabase = created.drop;
  }
  if (options.scale) {
    const database = databaseUrl ? await openPostgres(databaseUrl, 2) : await openPglite(dataDir);
    await database.migrate();
    await seedScaleData(database.db);
    await database.close();
  }
  // SERVER_CPU_PROF=<folder> writes the server's processor profile there when it stops.
  const profile = process.env.SERVER_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.SERVER_CPU_PROF}`]
    : [];
  const entry = existsSync(COMPILED_SERVER)
    ? [...profile, COMPILED_SERVER]
    : [...profile, '--import', 'tsx', 'apps/server/src/server.ts'];
  const server = spawn(process.execPath, entry, {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(options.port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.SERVER_LOG ? 'info' : 'warn',
      RATE_LIMIT: 'false',
      DATABASE_URL: databaseUrl ?? '',
      ...options.env,
    },
    // SERVER_LOG=<file> keeps the server's log (with LOG_LEVEL=info, every refused, failed or slow request).
    stdio: ['ignore', process.env.SERVER_LOG ? openSync(process.env.SERVER_LOG, 'w') : 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    baseUrl,
    kind: databaseUrl ? 'PostgreSQL' : 'embedded database',
    running: () => server.exitCode === null && server.signalCode === null,
    stop,
  };
}

/** Signs up and signs in `count` members; returns their session cookies. */
export async function signUpMembers(baseUrl: string, count: number, prefix: string): Promise<string[]> {
  const json = { 'content-type': 'application/json' };
  const password = 'Bench-Pass1';
  const one = async (i: number) => {
    const email = `${prefix}-${i}@bench.example`;
    await fetch(`${baseUrl}/api/account/sign-up`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password }),
    });
    const res = await fetch(`${baseUrl}/api/account/sign-in`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password, rememberMe: true }),
    });
    if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status}`);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    await fetch(`${baseUrl}/api/profile/setup`, {
      method: 'POST',
      headers: { ...json, cookie },
      body: JSON.stringify({ username: `${prefix.replace(/\W/g, '_')}_${i}`.slice(0, 30) }),
    });
    return cookie;
  };
  const cookies: string[] = [];
  // A few at a time: each sign-up and sign-in hashes a password.
  for (let i = 0; i < count; i += 4) {
    cookies.push(...(await Promise.all([i, i + 1, i + 2, i + 3].filter((n) => n < count).map(one))));
  }
  return cookies;
}
