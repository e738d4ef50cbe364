import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/** Raised when another process already holds the data folder. */
export class DataDirLockedError extends Error {}

const LOCK_OPTIONS = { stale: 15_000, update: 5_000, realpath: false } as const;

/**
 * Takes the lock on a PGlite data folder so a second process cannot open (and
 * corrupt) it. The lock is refreshed while held and reclaimed if its owner died:
 * at once when the process recorded beside it is gone from this machine (a
 * server killed with SIGKILL), otherwise once it has not been refreshed for 15 s.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.lock');
  const ownerFile = path.join(dataDir, 'server.lock.owner');
  const take = () => lockfile.lock(dataDir, { ...LOCK_OPTIONS, lockfilePath: lockPath });
  let release: () => Promise<void>;
  try {
    release = await take();
  } catch (error) {
    if ((error as { code?: string }).code !== 'ELOCKED') throw error;
    if (!ownerIsGone(ownerFile)) throw lockedError(dataDir);
    rmSync(lockPath, { recursive: true, force: true });
    try {
      release = await take();
    } catch (retryError) {
      if ((retryError as { code?: string }).code === 'ELOCKED') throw lockedError(dataDir);
      throw retryError;
    }
  }
  writeFileSync(ownerFile, JSON.stringify({ pid: process.pid, host: os.hostname() }));
  return async () => {
    rmSync(ownerFile, { force: true });
    await release();
  };
}

/** Whether the lock's recorded owner was a process on this machine that no longer runs. */
function ownerIsGone(ownerFile: string): boolean {
  let owner: { pid?: unknown; host?: unknown };
  try {
    owner = JSON.parse(readFileSync(ownerFile, 'utf8')) as typeof owner;
  } catch {
    return false; // No record: fall back to the lock's own staleness.
  }
  if (typeof owner.pid !== 'number' || owner.host !== os.hostname()) return false;
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
    return false;
  } catch (error) {
    return (error as { code?: string }).code === 'ESRCH';
  }
}

function lockedError(dataDir: string): DataDirLockedError {
  return new DataDirLockedError(
    `The data folder ${dataDir} is in use by another process (is the server already running?). ` +
      'Stop it first, or point DATA_DIR at another folder.',
  );
}
