import { eq, sql } from 'drizzle-orm';
import { SESSION_EVENTS } from './auth/session-cache.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openConfiguredDatabase } from './db/open.ts';
import { profiles, user } from './db/schema/index.ts';
import { DataDirLockedError } from './lib/data-dir-lock.ts';
import { EVENTS_CHANNEL } from './realtime/bus.ts';

const USAGE = 'Usage: npm run admin -- grant|revoke <email>';

/** Grants or revokes the admin flag of the member with this e-mail address. */
async function main(argv: string[]): Promise<number> {
  const [action, rawEmail] = argv;
  if ((action !== 'grant' && action !== 'revoke') || !rawEmail) {
    console.error(USAGE);
    return 2;
  }
  const email = rawEmail.trim().toLowerCase();
  const config = loadConfig();
  let database: Awaited<ReturnType<typeof openConfiguredDatabase>>;
  try {
    database = await openConfiguredDatabase(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(
        `${error.message}\nThe embedded database can only be changed while the server is stopped. ` +
          'Stop the server, run this command again, then start the server.',
      );
      return 1;
    }
    throw error;
  }
  try {
    await database.migrate();
    const [account] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    if (!account) {
      console.error(`No account uses ${email}. The member must register first.`);
      return 1;
    }
    const updated = await database.db
      .update(profiles)
      .set({ isAdmin: action === 'grant', updatedAt: new Date() })
      .where(eq(profiles.id, account.id))
      .returning({ username: profiles.username });
    if (updated.length === 0) {
      console.error(
        `${email} has registered but never signed in, so there is no profile yet. Sign in once, then retry.`,
      );
      return 1;
    }
    // A running server (on PostgreSQL) re-reads the member's profile at their next request.
    const event = { topic: SESSION_EVENTS.viewerChanged, userId: account.id, internal: true };
    await database.db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
    console.log(
      `${action === 'grant' ? 'Granted' : 'Revoked'} admin for ${email} (${updated[0]?.username}).`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
