import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../db/client.ts';
import { databaseUrl, withAdminClient } from './postgres-admin.ts';

/**
 * On PostgreSQL (TEST_DATABASE_URL set), migrates one template database for
 * the whole run; each test file then copies it with CREATE DATABASE … TEMPLATE.
 * On PGlite there is nothing to do here: each worker migrates its own template.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    project.provide('postgresTemplate', null);
    return undefined;
  }
  if (!/^postgres(ql)?:\/\//.test(adminUrl)) {
    throw new Error('TEST_DATABASE_URL must start with postgres:// or postgresql://');
  }
  const name = `haven_template_${process.pid}`;
  const quoted = pg.escapeIdentifier(name);
  await withAdminClient(adminUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${quoted}`);
  });
  const database = await openPostgres(databaseUrl(adminUrl, name), 1);
  try {
    await database.migrate();
  } finally {
    // A template may have no open connections while it is being copied.
    await database.close();
  }
  project.provide('postgresTemplate', name);
  return async () => {
    await withAdminClient(adminUrl, (client) =>
      client.query(`DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`),
    );
  };
}
