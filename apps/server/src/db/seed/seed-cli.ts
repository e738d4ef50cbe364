import type { FastifyBaseLogger } from 'fastify';
import { ConfigError, loadConfig } from '../../config.ts';
import { DataDirLockedError } from '../../lib/data-dir-lock.ts';
import type { Database } from '../client.ts';
import { openConfiguredDatabase } from '../open.ts';
import { seedScaleData } from './scale.ts';
import { seedDemoContent } from './seed.ts';

// `npm run seed`: applies migrations, then creates or refreshes the demo content.
// `npm run seed -- --scale` also adds the load-test data set (5,000 heroes, 100,000 comments,
// 100,000 members).

/** A console logger with the shape the seed expects; messages go to stdout, errors to stderr. */
function consoleLogger(): FastifyBaseLogger {
  const message = (args: unknown[]) => args.filter((arg) => typeof arg === 'string').join(' ');
  const out = (...args: unknown[]) => console.log(message(args));
  const err = (...args: unknown[]) => console.error(message(args), ...args.filter((a) => a instanceof Error));
  const quiet = () => {};
  const logger = {
    level: 'info',
    fatal: err,
    error: err,
    warn: err,
    info: out,
    debug: quiet,
    trace: quiet,
    silent: quiet,
    child: () => logger,
  };
  return logger as unknown as FastifyBaseLogger;
}

async function main(): Promise<number> {
  const config = loadConfig();
  let database: Database;
  try {
    database = await openConfiguredDatabase(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  try {
    await database.migrate();
    await seedDemoContent(database.db, consoleLogger());
    if (process.argv.includes('--scale')) {
      const scale = await seedScaleData(database.db);
      console.log(
        `Load-test data: ${scale.heroes} heroes, ${scale.comments} comments, ${scale.members} members, ${scale.teams} teams, ${scale.databaseEntries} database entries.`,
      );
    }
    return 0;
  } finally {
    await database.close();
  }
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
