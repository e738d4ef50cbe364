import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/open.ts';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

let dataDir: string;
const releases: (() => Promise<void>)[] = [];
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'haven-lock-'));
});
afterEach(async () => {
  for (const release of releases.splice(0)) await release().catch(() => undefined);
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
