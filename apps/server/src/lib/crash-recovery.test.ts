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

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
const SERVER = path.join(REPO_ROOT, 'apps/server/src/server.ts');
const PORT = 3423;
const BASE = `http://127.0.0.1:${PORT}`;

let dataDir: string | undefined;
const children: ChildProcess[] = [];
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

function startServer(dir: string): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
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
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return { child, output: () => output };
}

async function waitUntilUp(server: { child: ChildProcess; output: () => string }): Promise<void> {
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
  it('restarts at once and keeps every write it acknowledged before the kill', {
    timeout: 120_000,
  }, async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'haven-crash-'));
    const startedAt = Date.now();
    const first = startServer(dataDir);
    await waitUntilUp(first);
    const firstStartMs = Date.now() - startedAt;

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
    first.child.kill('SIGKILL');
    killed = true;
    await once(first.child, 'exit');
    await Promise.all(writers);

    const restartedAt = Date.now();
    const second = startServer(dataDir);
    await waitUntilUp(second);
    const restartMs = Date.now() - restartedAt;
    second.child.kill('SIGTERM');
    await once(second.child, 'exit');

    const database = await openPglite(dataDir);
    try {
      const found = await database.db
        .select({ email: user.email })
        .from(user)
        .where(inArray(user.email, acknowledged));
      console.info(
        `kill -9: ${acknowledged.length} writes acknowledged, ${found.length} found after restart; restart took ${restartMs} ms (first start ${firstStartMs} ms)`,
      );
      expect(found).toHaveLength(acknowledged.length);
    } finally {
      await database.close();
    }
    // Before, a restart within 15 s of the kill was refused as "in use".
    expect(second.output()).not.toContain('is in use by another process');
  });
});
