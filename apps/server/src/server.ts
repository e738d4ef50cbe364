import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import type { FaultLog } from './db/client.ts';
import { openConfiguredDatabase } from './db/open.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
import { startUpkeep } from './db/upkeep.ts';
import { DataDirLockedError } from './lib/data-dir-lock.ts';

async function main() {
  const config = loadConfig();
  // Database faults go to the app's log once it exists (the console before).
  let appLog: FaultLog | null = null;
  const faults: FaultLog = {
    warn: (obj, msg) => (appLog ? appLog.warn(obj, msg) : console.warn(msg, obj)),
    error: (obj, msg) => (appLog ? appLog.error(obj, msg) : console.error(msg, obj)),
  };
  const database = await openConfiguredDatabase(config, faults);
  await database.migrate();
  const app = await buildApp({ config, database });
  appLog = app.log;
  if (config.seedDemo) await seedIfEmpty(database.db, app.log);
  const upkeep = database.kind === 'pglite' ? startUpkeep(database, app.log) : null;

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await upkeep?.stop();
    // PGlite must be closed (and awaited) or its files may be left half-written.
    await database.close();
  });

  await app.listen({ host: config.host, port: config.port });
  // The first page drawn loads the renderer and warms the paths every page takes, so the first
  // visitor after a start does not wait for it.
  void app
    .inject({ url: '/' })
    .catch((err: unknown) => app.log.error({ err }, 'warming the home page failed'));
  app.log.info(
    `Heroes Haven is running at ${config.publicUrl} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
