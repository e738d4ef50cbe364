import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../lib/data-dir-lock.ts';
import { runCli } from '../test/cli.ts';
import { openPglite } from './client.ts';
import { user } from './schema/index.ts';

/** Runs `npm run backup -- …` as the operator would, in a child process. */
function runBackupCli(args: string[], env: Record<string, string>) {
  return runCli('apps/server/src/db/backup-cli.ts', args, env, 90_000);
}

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'haven-backup-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

// The commands run in child processes, which take seconds each on a busy machine.
describe('npm run backup', { timeout: 120_000 }, () => {
  it('writes a copy of a stopped embedded database that restores into an empty folder', {
    timeout: 180_000,
  }, async () => {
    const source = path.join(root, 'source');
    const database = await openPglite(source);
    await database.migrate();
    await database.db.insert(user).values({ id: 'kept', name: 'kept', email: 'kept@example.com' });
    await database.close();

    const file = path.join(root, 'copy.tar.gz');
    const backedUp = await runBackupCli([file], { DATA_DIR: source });
    expect(backedUp.stderr).toBe('');
    expect(backedUp.code).toBe(0);
    expect(backedUp.stdout).toContain(`Backup written to ${file}`);

    const target = path.join(root, 'target');
    const restored = await runBackupCli(['--restore', file], { DATA_DIR: target });
    expect(restored.code).toBe(0);
    const copy = await openPglite(target);
    try {
      expect(
        await copy.db.select({ id: user.id }).from(user).where(eq(user.email, 'kept@example.com')),
      ).toEqual([{ id: 'kept' }]);
    } finally {
      await copy.close();
    }

    const again = await runBackupCli(['--restore', file], { DATA_DIR: target });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already holds a database');
  });

  it('says to stop the server while the folder is in use', async () => {
    const busy = path.join(root, 'busy');
    const release = await lockDataDir(busy);
    try {
      const result = await runBackupCli([], { DATA_DIR: busy });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('Stop the server, run this command again');
    } finally {
      await release();
    }
  });

  it('points to pg_dump on PostgreSQL', async () => {
    const result = await runBackupCli([], { DATA_DIR: root, DATABASE_URL: 'postgres://u:p@127.0.0.1:1/x' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('pg_dump --format=custom');
  });
});
