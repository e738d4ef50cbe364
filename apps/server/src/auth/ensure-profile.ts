import { usernameFromEmail } from '@haven/shared/profiles/schemas';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { profiles, user } from '../db/schema/index.ts';
import { isUniqueViolation } from '../lib/errors.ts';
import { isListedAdmin as isVerifiedListedAdmin } from './admin-emails.ts';

/**
 * Creates the member's profile if it does not exist yet (username from the
 * e-mail's local part, with a number added while it is taken) and grants
 * is_admin when the address is listed in ADMIN_EMAILS and verified. Answers whether it made one.
 */
export async function ensureProfile(db: DbOrTx, userId: string, adminEmails: string[]): Promise<boolean> {
  const [account] = await db
    .select({ email: user.email, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.id, userId));
  if (!account) return false;
  const isListedAdmin = isVerifiedListedAdmin(adminEmails, account);
  const [existing] = await db
    .select({ isAdmin: profiles.isAdmin })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (existing) {
    if (isListedAdmin && !existing.isAdmin) {
      await db.update(profiles).set({ isAdmin: true }).where(eq(profiles.id, userId));
    }
    return false;
  }
  const base = usernameFromEmail(account.email);
  for (let attempt = 0; attempt < 20; attempt++) {
    const username = attempt === 0 ? base : `${base}${await nextSuffix(db, base)}`;
    try {
      const created = await db
        .insert(profiles)
        .values({ id: userId, username, isAdmin: isListedAdmin })
        .onConflictDoNothing({ target: profiles.id })
        .returning({ id: profiles.id });
      return created.length > 0;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('Failed to create profile');
}

/** Smallest numeric suffix not used yet by usernames starting with `base`. */
async function nextSuffix(db: DbOrTx, base: string): Promise<number> {
  const rows = await db
    .select({ username: profiles.username })
    .from(profiles)
    .where(sql`lower(${profiles.username}) like ${`${base.toLowerCase().replace(/_/g, '\\_')}%`}`);
  const taken = new Set(rows.map((r) => r.username.toLowerCase()));
  let n = 1;
  while (taken.has(`${base.toLowerCase()}${n}`)) n++;
  return n;
}
