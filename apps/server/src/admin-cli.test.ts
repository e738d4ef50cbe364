import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite } from './db/client.ts';
import { profiles, user } from './db/schema/index.ts';
import { lockDataDir } from './lib/data-dir-lock.ts';
import { runCli } from './test/cli.ts';
import { createTestDatabase, migratedPgliteTemplate, type TestDatabase } from './test/test-database.ts';

/** Runs `npm run admin -- …` as the operator would, in a child process. */
function runAdminCli(args: string[], env: Record<string, string>) {
  return runCli('apps/server/src/admin-cli.ts', args, { LOG_LEVEL: 'silent', ...env });
}

/** Creates an account, with a profile unless `withProfile` is false, straight in the database. */
async function createMember(
  database: Database,
  input: { id: string; email: string; isAdmin?: boolean; withProfile?: boolean },
) {
  await database.db.insert(user).values({ id: input.id, name: input.id, email: input.email });
  if (input.withProfile !== false) {
    await database.db
      .insert(profiles)
      .values({ id: input.id, username: input.id, isAdmin: input.isAdmin ?? false });
  }
}

async function isAdmin(database: Database, id: string): Promise<boolean | undefined> {
  const [row] = await database.db
    .select({ isAdmin: profiles.isAdmin })
    .from(profiles)
    .where(eq(profiles.id, id));
  return row?.isAdmin;
}

// Each test starts the command in a child process (Node, TypeScript, the embedded database),
// which takes seconds on a busy machine: these tests get more time than the default.
const CLI_TEST_TIMEOUT = 120_000;

describe('admin CLI on the embedded database (DATA_DIR)', { timeout: CLI_TEST_TIMEOUT }, () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'haven-admin-cli-'));
    // A data folder as the server leaves it: migrated, with members in it, closed.
    const database = await openPglite(dataDir, await migratedPgliteTemplate());
    await createMember(database, { id: 'cli_member', email: 'member@example.com' });
    await createMember(database, { id: 'cli_admin', email: 'admin@example.com', isAdmin: true });
    await createMember(database, { id: 'cli_fresh', email: 'fresh@example.com', withProfile: false });
    await database.close();
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('grants and revokes the admin flag by e-mail address', async () => {
    const grant = await runAdminCli(['grant', '  Member@Example.com '], { DATA_DIR: dataDir });
    expect(grant).toMatchObject({ code: 0, stderr: '' });
    expect(grant.stdout).toContain('Granted admin for member@example.com (cli_member).');
    const revoke = await runAdminCli(['revoke', 'admin@example.com'], { DATA_DIR: dataDir });
    expect(revoke.code).toBe(0);
    expect(revoke.stdout).toContain('Revoked admin for admin@example.com (cli_admin).');

    const database = await openPglite(dataDir);
    try {
      expect(await isAdmin(database, 'cli_member')).toBe(true);
      expect(await isAdmin(database, 'cli_admin')).toBe(false);
    } finally {
      await database.close();
    }
  });

  it('explains an unknown address and an account never signed in to', async () => {
    const unknown = await runAdminCli(['grant', 'nobody@example.com'], { DATA_DIR: dataDir });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No account uses nobody@example.com. The member must register first.');
    const fresh = await runAdminCli(['grant', 'fresh@example.com'], { DATA_DIR: dataDir });
    expect(fresh.code).toBe(1);
    expect(fresh.stderr).toContain('has registered but never signed in');
  });

  it('refuses to touch a data folder the server holds, saying so', async () => {
    const release = await lockDataDir(dataDir);
    try {
      const result = await runAdminCli(['grant', 'member@example.com'], { DATA_DIR: dataDir });
      expect(result.code).not.toBe(0);
      expect(result.stderr).toContain(`The data folder ${dataDir} is in use by another process`);
      expect(result.stderr).toContain('Stop the server, run this command again, then start the server.');
    } finally {
      await release();
    }
  });

  it('prints its usage for a wrong command', async () => {
    const result = await runAdminCli(['promote', 'member@example.com'], { DATA_DIR: dataDir });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Usage: npm run admin -- grant|revoke <email>');
  });

  it('stops on a bad configuration value, naming it', async () => {
    const result = await runAdminCli(['grant', 'member@example.com'], { DATA_DIR: dataDir, PORT: 'abc' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('PORT:');
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)(
  'admin CLI on PostgreSQL (DATABASE_URL)',
  { timeout: CLI_TEST_TIMEOUT },
  () => {
    let testDatabase: TestDatabase;
    let dataDir: string;
    beforeAll(async () => {
      testDatabase = await createTestDatabase();
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'haven-admin-cli-'));
      await createMember(testDatabase.database, { id: 'pg_member', email: 'pg.member@example.com' });
    });
    afterAll(async () => {
      await testDatabase.dispose();
      await rm(dataDir, { recursive: true, force: true });
    });

    it('grants the admin flag in the configured database', async () => {
      const result = await runAdminCli(['grant', 'pg.member@example.com'], {
        DATA_DIR: dataDir,
        DATABASE_URL: testDatabase.url ?? '',
      });
      expect(result.code).toBe(0);
      expect(await isAdmin(testDatabase.database, 'pg_member')).toBe(true);
    });
  },
);
