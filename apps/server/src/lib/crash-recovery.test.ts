import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../db/client.ts';
import { user } from '../db/schema/index.ts';
import { TEST_PASSWORD } from '../test/factories.ts';
import { processState } from '../test/process-state.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
const SERVER = path.join(REPO_ROOT, 'apps/server/src/server.ts');
const PORT = 3423;
const BASE = `http://127.0.0.1:${PORT}`;

const dataDirs: string[] = [];
const servers: Server[] = [];
afterAll(async () => {
  for (const { child, output } of servers) {
    const grandchild = Number(/server pid (\d+)/.exec(output())?.[1]);
    if (grandchild) killIfRunning(grandchild);
    if (child.exitCode !== null) continue;
    child.kill('SIGCONT');
    child.kill('SIGKILL');
  }
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

async function makeDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'haven-crash-'));
  dataDirs.push(dir);
  return dir;
}

/**
 * A parent node process that runs the server as its own child, as `npm start`
 * does: it prints the server's process id, passes SIGTERM on and exits with it.
 */
const PARENT_SCRIPT = `
const { spawn } = require('node:child_process');
const server = spawn(process.execPath, process.argv.slice(1), { stdio: 'inherit' });
console.log('server pid ' + server.pid);
process.on('SIGTERM', () => server.kill('SIGTERM'));
server.on('exit', (code) => process.exit(code ?? 1));
`;

type Server = { child: ChildProcess; output: () => string };

/** Starts the server on `dir`; `asGrandchild` runs it under a parent node process. */
function startServer(dir: string, { asGrandchild = false } = {}): Server {
  const serverArgs = ['--import', 'tsx', SERVER];
  const args = asGrandchild ? ['-e', PARENT_SCRIPT, '--', ...serverArgs] : serverArgs;
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      DATABASE_URL: '',
      PUBLIC_URL: BASE,
      AUTH_SECRET: 'crash-test-secret-0123456789-abcdefghijklmnop',
      SEED_DEMO: 'false',
      RATE_LIMIT: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(dir, 'no-web-build'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const server = { child, output: () => output };
  servers.push(server);
  return server;
}

function killIfRunning(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

async function waitUntilUp(server: Server): Promise<void> {
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
    try {
      const response = await fetch(`${BASE}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('embedded database after SIGKILL', () => {
  it('restarts at once while the killed server is still unreaped, and keeps every write it acknowledged', {
    timeout: 120_000,
  }, async () => {
    const dataDir = await makeDataDir();
    const startedAt = Date.now();
    const first = startServer(dataDir, { asGrandchild: true });
    await waitUntilUp(first);
    const firstStartMs = Date.now() - startedAt;
    const serverPid = Number(/server pid (\d+)/.exec(first.output())?.[1]);
    expect(serverPid).toBeGreaterThan(0);

    // Sign-ups are writes the server acknowledges with 201; several run at once.
    const acknowledged: string[] = [];
    let sequence = 0;
    let killed = false;
    const writer = async () => {
      while (!killed) {
        sequence += 1;
        const email = `crash_${sequence}@example.com`;
        try {
          const response = await fetch(`${BASE}/api/account/sign-up`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, password: TEST_PASSWORD }),
          });
          if (response.status === 201) acknowledged.push(email);
        } catch {
          // The kill cut this request off: it was never acknowledged.
        }
      }
    };
    const writers = [writer(), writer(), writer()];
    while (acknowledged.length < 30) await new Promise((r) => setTimeout(r, 20));
    // The parent is held still, so the killed server stays a zombie, as under an init that does not reap.
    first.child.kill('SIGSTOP');
    process.kill(serverPid, 'SIGKILL');
    const killedAt = Date.now();
    killed = true;

    const second = startServer(dataDir, { asGrandchild: true });
    const restartDelayMs = Date.now() - killedAt;
    await Promise.all(writers);
    await waitUntilUp(second);
    const restartMs = Date.now() - killedAt;
    if (processState(serverPid) !== undefined) expect(processState(serverPid)).toBe('Z');
    first.child.kill('SIGCONT');
    await once(first.child, 'exit');
    second.child.kill('SIGTERM');
    await once(second.child, 'exit');

    const database = await openPglite(dataDir);
    try {
      const found = await database.db
        .select({ email: user.email })
        .from(user)
        .where(inArray(user.email, acknowledged));
      console.info(
        `kill -9: ${acknowledged.length} writes acknowledged, ${found.length} found after restart; restarted ${restartDelayMs} ms after the kill, up ${restartMs} ms after it (first start ${firstStartMs} ms)`,
      );
      expect(found).toHaveLength(acknowledged.length);
    } finally {
      await database.close();
    }
    // At once: the new server did not wait for the killed one's hold on the folder.
    expect(second.output()).not.toContain('is in use by another process');
  });

  it('refuses to start beside a server running on the same data folder', {
    timeout: 120_000,
  }, async () => {
    const dataDir = await makeDataDir();
    const running = startServer(dataDir);
    await waitUntilUp(running);

    const second = startServer(dataDir);
    const [code] = await once(second.child, 'exit');
    expect(code).toBe(1);
    expect(second.output()).toContain(`The data folder ${dataDir} is in use by another process`);
    // The running server is untouched.
    expect((await fetch(`${BASE}/api/health`)).ok).toBe(true);
    running.child.kill('SIGTERM');
    await once(running.child, 'exit');
  });
});
