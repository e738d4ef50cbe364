import type { AppConfig } from '../config.ts';
import { lockDataDir } from '../lib/data-dir-lock.ts';
import { type Database, type FaultLog, openPglite, openPostgres } from './client.ts';

/**
 * Opens the configured database: PostgreSQL when DATABASE_URL is set, else
 * PGlite in DATA_DIR under a lock that keeps a second process out. Closing
 * it releases the lock. `log` is told of PostgreSQL connection faults.
 */
export async function openConfiguredDatabase(config: AppConfig, log?: FaultLog): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, undefined, log);
  const release = await lockDataDir(config.dataDir);
  try {
    const database = await openPglite(config.dataDir);
    return {
      ...database,
      close: async () => {
        await database.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}
