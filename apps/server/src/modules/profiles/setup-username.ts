import { PROFILE_MESSAGES } from '@haven/shared/profiles/messages';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';
import { AppError, isUniqueViolation } from '../../lib/errors.ts';

/** True when another member already uses `username` (compared case-insensitively). */
export async function isUsernameTaken(db: Db, username: string, exceptUserId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(sql`lower(${profiles.username}) = lower(${username})`, ne(profiles.id, exceptUserId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Sets the member's chosen username and marks their profile as set up, remembering the session it
 * was chosen in (that visit greets a new member). Only once: a set-up profile is renamed through
 * the profile editor (and its limit), so here it is refused (409).
 */
export async function setupUsername(
  db: Db,
  userId: string,
  username: string,
  sessionId: string | null,
): Promise<void> {
  if (await isUsernameTaken(db, username, userId)) {
    throw new AppError('CONFLICT', PROFILE_MESSAGES.usernameTaken, {
      username: PROFILE_MESSAGES.usernameTaken,
    });
  }
  try {
    const updated = await db
      .update(profiles)
      .set({ username, isSetupComplete: true, setupSessionId: sessionId, updatedAt: new Date() })
      .where(and(eq(profiles.id, userId), eq(profiles.isSetupComplete, false)))
      .returning({ id: profiles.id });
    if (updated.length === 0) throw new AppError('CONFLICT', PROFILE_MESSAGES.setupAlreadyComplete);
  } catch (error) {
    // Two members racing for the same name: the unique index decides.
    if (isUniqueViolation(error, 'profiles_username_lower_uq')) {
      throw new AppError('CONFLICT', PROFILE_MESSAGES.usernameTaken, {
        username: PROFILE_MESSAGES.usernameTaken,
      });
    }
    throw error;
  }
}
