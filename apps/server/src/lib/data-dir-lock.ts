import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import lockfile from 'proper-lockfile';

/** Raised when another process already holds the data folder. */
export class DataDirLockedError extends Error {}

/** A held lock is refreshed every 5 s and counts as abandoned once 15 s pass without a refresh. */
const LOCK_OPTIONS = { stale: 15_000, update: 5_000, realpath: false } as const;
/** How often a lock of unknown standing is looked at again while waiting for it. */
const POLL_MS = 100;

/** Lock files held by this process, so a second lock here is refused without asking the system. */
const heldHere = new Set<string>();

/**
 * Takes the lock on a PGlite data folder so a second process cannot open (and
 * corrupt) it. The lock is refreshed while held. A lock whose recorded owner
 * no longer runs (gone from this machine, or dead but not yet reaped by its
 * parent) is taken over at once; a lock whose owner still runs is refused at
 * once. When the owner cannot be told apart (no record, another machine, a
 * system without /proc), the lock is watched: refused as soon as its owner
 * refreshes it, taken once 15 s pass without a refresh.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.resolve(dataDir, 'server.lock');
  const ownerFile = path.resolve(dataDir, 'server.lock.owner');
  if (heldHere.has(lockPath)) throw lockedError(dataDir);
  const release = await takeLock(dataDir, lockPath, ownerFile);
  heldHere.add(lockPath);
  const owner: OwnerRecord = { pid: process.pid, host: os.hostname() };
  const self = readProcessStatus(process.pid);
  if (typeof self === 'object') owner.startTime = self.startTime;
  writeFileSync(ownerFile, JSON.stringify(owner));
  return async () => {
    heldHere.delete(lockPath);
    rmSync(ownerFile, { force: true });
    await release();
  };
}

async function takeLock(dataDir: string, lockPath: string, ownerFile: string): Promise<() => Promise<void>> {
  const take = () => lockfile.lock(dataDir, { ...LOCK_OPTIONS, lockfilePath: lockPath });
  // A dead owner's lock is taken over once; if someone else takes it meanwhile, their own record decides.
  let tookOver = false;
  let firstSeenMtime: number | undefined;
  for (;;) {
    try {
      return await take();
    } catch (error) {
      if ((error as { code?: string }).code !== 'ELOCKED') throw error;
    }
    const owner = ownerStanding(ownerFile);
    if (owner === 'running') throw lockedError(dataDir);
    if (owner === 'dead' && !tookOver) {
      tookOver = true;
      rmSync(lockPath, { recursive: true, force: true });
      continue;
    }
    // A running owner refreshes its lock; `take` itself reclaims one left stale.
    const mtime = lockMtime(lockPath);
    if (mtime !== undefined && firstSeenMtime !== undefined && mtime !== firstSeenMtime) {
      throw lockedError(dataDir);
    }
    firstSeenMtime ??= mtime;
    await sleep(POLL_MS);
  }
}

type OwnerRecord = { pid: number; host: string; startTime?: string };

/**
 * Whether the lock's recorded owner still runs: 'dead' when it is a process of
 * this machine that has exited (a zombie counts: it holds no files), 'running'
 * when the same process is alive, 'unknown' when this cannot be told.
 */
function ownerStanding(ownerFile: string): 'running' | 'dead' | 'unknown' {
  let owner: { pid?: unknown; host?: unknown; startTime?: unknown };
  try {
    owner = JSON.parse(readFileSync(ownerFile, 'utf8')) as typeof owner;
  } catch {
    return 'unknown';
  }
  if (typeof owner.pid !== 'number' || owner.host !== os.hostname()) return 'unknown';
  // Not held by this process (see heldHere): an earlier process that had the same id left it.
  if (owner.pid === process.pid) return 'dead';
  const status = readProcessStatus(owner.pid);
  if (status === 'absent') return 'dead';
  if (status === undefined) {
    // Without /proc a zombie looks alive to a signal test: only its absence is certain.
    try {
      process.kill(owner.pid, 0);
      return 'unknown';
    } catch (error) {
      return (error as { code?: string }).code === 'ESRCH' ? 'dead' : 'unknown';
    }
  }
  if (status.state === 'Z' || status.state === 'X') return 'dead';
  // The id may have been given to another process since: the start time tells them apart.
  if (typeof owner.startTime !== 'string') return 'unknown';
  return owner.startTime === status.startTime ? 'running' : 'dead';
}

/**
 * A process's state letter and start time from /proc/<pid>/stat; 'absent' when
 * /proc has no such process, undefined when the system has no /proc.
 */
function readProcessStatus(pid: number): { state: string; startTime: string } | 'absent' | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return existsSync('/proc/self/stat') ? 'absent' : undefined;
  }
  // The command name (field 2) is in parentheses and may hold spaces; state is field 3, start time field 22.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [state, startTime] = [fields[0], fields[19]];
  if (!state || !startTime) return undefined;
  return { state, startTime };
}

function lockMtime(lockPath: string): number | undefined {
  try {
    return statSync(lockPath).mtimeMs;
  } catch {
    return undefined;
  }
}

function lockedError(dataDir: string): DataDirLockedError {
  return new DataDirLockedError(
    `The data folder ${dataDir} is in use by another process (is the server already running?). ` +
      'Stop it first, or point DATA_DIR at another folder.',
  );
}
