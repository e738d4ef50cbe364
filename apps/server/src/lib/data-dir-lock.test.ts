import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/open.ts';
import { processState } from '../test/process-state.ts';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

let dataDir: string;
const releases: (() => Promise<void>)[] = [];
const children: ChildProcess[] = [];
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'haven-lock-'));
});
afterEach(async () => {
  for (const release of releases.splice(0)) await release().catch(() => undefined);
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

async function lock(dir: string) {
  const release = await lockDataDir(dir);
  releases.push(release);
  return release;
}

describe('lockDataDir', () => {
  it('refuses a second lock on the same folder with a clear message', async () => {
    await lock(dataDir);
    const second = lockDataDir(dataDir);
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(
      `The data folder ${dataDir} is in use by another process (is the server already running?)`,
    );
    await expect(second).rejects.toThrow('point DATA_DIR at another folder');
  });

  it('can be taken again once released', async () => {
    const release = await lockDataDir(dataDir);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(true);
    await release();
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    await lock(dataDir);
  });

  it('creates a missing folder', async () => {
    const nested = path.join(dataDir, 'not', 'there', 'yet');
    await lock(nested);
    expect(existsSync(nested)).toBe(true);
  });

  it('keeps the server from opening an embedded database another process holds', async () => {
    await lock(dataDir);
    const config = loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: 'x'.repeat(40) });
    await expect(openConfiguredDatabase(config)).rejects.toBeInstanceOf(DataDirLockedError);
    // Nothing was created in the folder by the refused attempt.
    expect(existsSync(path.join(dataDir, 'pgdata'))).toBe(false);
  });
});

const LOCK_MODULE = path.join(import.meta.dirname, 'data-dir-lock.ts');
const isLinux = existsSync('/proc/self/stat');

/** Leaves a lock in the folder as a process would, last refreshed `ageMs` ago, with an owner record. */
function leaveLock(owner: object | undefined, ageMs = 0): void {
  const lockPath = path.join(dataDir, 'server.lock');
  mkdirSync(lockPath);
  const refreshedAt = new Date(Date.now() - ageMs);
  utimesSync(lockPath, refreshedAt, refreshedAt);
  if (owner) writeFileSync(path.join(dataDir, 'server.lock.owner'), JSON.stringify(owner));
}

/** Starts a process and reads the first line it prints. */
async function startProcess(command: string, args: string[]): Promise<{ child: ChildProcess; line: string }> {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  const [chunk] = (await once(child.stdout as NodeJS.ReadableStream, 'data')) as [Buffer];
  return { child, line: chunk.toString().trim() };
}

/** A process that has exited but that its parent has not reaped: it still has its id. */
async function startZombie(): Promise<number> {
  // The shell becomes `sleep 30`, which never waits for the background child it inherits.
  const { line } = await startProcess('sh', ['-c', 'sleep 0.1 & echo $!; exec sleep 30']);
  const pid = Number(line);
  while (processState(pid) !== 'Z') await sleep(20);
  return pid;
}

describe('lockDataDir when the folder is locked by another process', () => {
  it('refuses at once while that process runs', { timeout: 30_000 }, async () => {
    const holder = await startProcess(process.execPath, [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const { lockDataDir } = await import(${JSON.stringify(LOCK_MODULE)});
       await lockDataDir(${JSON.stringify(dataDir)});
       console.log('locked');
       setInterval(() => {}, 1000);`,
    ]);
    expect(holder.line).toBe('locked');
    const startedAt = Date.now();
    await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(DataDirLockedError);
    expect(Date.now() - startedAt).toBeLessThan(isLinux ? 1000 : 7000);
  });

  it('takes the lock at once when its owner has exited', async () => {
    const exited = await startProcess('sh', ['-c', 'echo $$']);
    // It may have exited before its line was read: only then wait for it.
    if (exited.child.exitCode === null && exited.child.signalCode === null) await once(exited.child, 'exit');
    leaveLock({ pid: Number(exited.line), host: os.hostname() });
    const startedAt = Date.now();
    await lock(dataDir);
    expect(Date.now() - startedAt).toBeLessThan(1000);
  });

  it.runIf(isLinux)('takes the lock at once when its owner has died but is not yet reaped', async () => {
    const zombie = await startZombie();
    leaveLock({ pid: zombie, host: os.hostname() });
    const startedAt = Date.now();
    await lock(dataDir);
    expect(Date.now() - startedAt).toBeLessThan(1000);
  });

  it.runIf(isLinux)('takes the lock at once when its owner id now belongs to another process', async () => {
    const other = await startProcess('sh', ['-c', 'echo $$; exec sleep 30']);
    leaveLock({ pid: Number(other.line), host: os.hostname(), startTime: '1' });
    const startedAt = Date.now();
    await lock(dataDir);
    expect(Date.now() - startedAt).toBeLessThan(1000);
  });

  it('waits for a lock it cannot trace to a running owner until the lock goes stale', async () => {
    // Refreshed 14.5 s ago: stale (15 s) half a second from now.
    leaveLock(undefined, 14_500);
    const startedAt = Date.now();
    await lock(dataDir);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(400);
  });

  it('refuses a lock it cannot trace once its owner refreshes it', async () => {
    leaveLock({ pid: 1, host: 'another-machine' }, 1000);
    const second = lockDataDir(dataDir);
    await sleep(300);
    const now = new Date();
    utimesSync(path.join(dataDir, 'server.lock'), now, now);
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
  });
});
