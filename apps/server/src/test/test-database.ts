import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, MIGRATIONS_DIR, openPglite, openPostgres } from '../db/client.ts';
import { PGLITE_EXTENSIONS } from '../db/pglite-extensions.ts';
import { databaseUrl, withAdminClient } from './postgres-admin.ts';

declare module 'vitest' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: merges with vitest's ProvidedContext interface
  export interface ProvidedContext {
    /** Name of the migrated PostgreSQL template database, or null on PGlite. */
    postgresTemplate: string | null;
  }
}

/** A fresh, migrated database for one test file, and how to throw it away. */
export type TestDatabase = {
  database: Database;
  /** Its URL when it is a PostgreSQL database. */
  url: string | undefined;
  /** Closes it and, on PostgreSQL, drops it. */
  dispose: () => Promise<void>;
};

// One migrated PGlite per worker process: test files run in reused workers
// (vitest `isolate: false`), so this module and its template outlive a file.
let pgliteTemplate: Promise<Blob> | undefined;

/** The data folder of a freshly migrated PGlite, as a tarball that a new PGlite can start from. */
export function migratedPgliteTemplate(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    try {
      await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
      return await client.dumpDataDir('none');
    } finally {
      await client.close();
    }
  })();
  return pgliteTemplate;
}

async function createPostgresDatabase(adminUrl: string, template: string): Promise<TestDatabase> {
  const name = `haven_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const quoted = pg.escapeIdentifier(name);
  await withAdminClient(adminUrl, async (client) => {
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE ${quoted} TEMPLATE ${pg.escapeIdentifier(template)}`);
        return;
      } catch (error) {
        // 55006: the template is busy (another worker copying it at the same instant); try again.
        if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  });
  const url = databaseUrl(adminUrl, name);
  const database = await openPostgres(url, 5);
  return {
    database,
    url,
    dispose: async () => {
      await database.close();
      await withAdminClient(adminUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`),
      );
    },
  };
}

/**
 * A migrated database of its own for the calling test file: a copy of the
 * PostgreSQL template when TEST_DATABASE_URL is set, else a PGlite cloned from
 * this worker's migrated template.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const template = inject('postgresTemplate');
    if (!template) throw new Error('TEST_DATABASE_URL is set but the global setup made no template database');
    return createPostgresDatabase(adminUrl, template);
  }
  const database = await openPglite(null, await migratedPgliteTemplate());
  return { database, url: undefined, dispose: () => database.close() };
}
