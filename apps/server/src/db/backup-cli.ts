import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { DataDirLockedError, lockDataDir } from '../lib/data-dir-lock.ts';
import { openPglite } from './client.ts';

const USAGE = 'Usage: npm run backup [-- <file>]   or   npm run backup -- --restore <file>';

const PG_DUMP_HELP =
  'DATABASE_URL is set: back up PostgreSQL with its own tools, which work while the site runs:\n' +
  '  pg_dump --format=custom --file=haven.dump "$DATABASE_URL"\n' +
  'and restore into an empty database with:\n' +
  '  pg_restore --no-owner --dbname="$DATABASE_URL" haven.dump';

const IN_USE_HELP =
  'The embedded database is open in the running server. Stop the server, run this command again, then start the server.';

/**
 * Backs up the embedded database (DATA_DIR/pgdata) to a gzip tarball, or restores
 * one into an empty data folder. Both take the data folder's lock, so they never
 * run beside a server using it.
 */
async function main(argv: string[]): Promise<number> {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(PG_DUMP_HELP);
    return 1;
  }
  const restoring = argv[0] === '--restore';
  const file = restoring ? argv[1] : argv[0];
  if (restoring && !file) {
    console.error(USAGE);
    return 2;
  }
  let release: () => Promise<void>;
  try {
    release = await lockDataDir(config.dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`${error.message}\n${IN_USE_HELP}`);
      return 1;
    }
    throw error;
  }
  try {
    return restoring ? await restore(config.dataDir, file as string) : await backup(config.dataDir, file);
  } finally {
    await release();
  }
}

async function backup(dataDir: string, file: string | undefined): Promise<number> {
  if (!existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))) {
    console.error(`There is no embedded database in ${dataDir} to back up.`);
    return 1;
  }
  const target = path.resolve(
    file ?? path.join('backups', `haven-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`),
  );
  const database = await openPglite(dataDir);
  try {
    const dump = await database.dumpDataDir?.();
    if (!dump) throw new Error('this database cannot be dumped');
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  console.log(`Backup written to ${target}\nRestore it with: npm run backup -- --restore ${target}`);
  return 0;
}

async function restore(dataDir: string, file: string): Promise<number> {
  const pgdata = path.join(dataDir, 'pgdata');
  if (existsSync(pgdata) && readdirSync(pgdata).length > 0) {
    console.error(
      `${pgdata} already holds a database. Move it away first (for example to ${pgdata}.old), then run this again.`,
    );
    return 1;
  }
  const bytes = readFileSync(path.resolve(file));
  const database = await openPglite(dataDir, new Blob([bytes]));
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  console.log(`Restored ${file} into ${pgdata}. Start the server as usual.`);
  return 0;
}

main(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
