import { mkdirSync } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/** Raised when another process already holds the data folder. */
export class DataDirLockedError extends Error {}

/**
 * Takes the lock on a PGlite data folder so a second process cannot open (and
 * corrupt) it. The lock is refreshed while held and reclaimed if its owner died.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, 'server.lock'),
      stale: 15_000,
      update: 5_000,
      realpath: false,
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED') {
      throw new DataDirLockedError(
        `The data folder ${dataDir} is in use by another process (is the server already running?). ` +
          'Stop it first, or point DATA_DIR at another folder.',
      );
    }
    throw error;
  }
}
