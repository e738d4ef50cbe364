import type { Versioned } from '@haven/shared/common/versions';
import type { ProfileUpdate } from '@haven/shared/profiles/edit';
import { PROFILE_MESSAGES } from '@haven/shared/profiles/messages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';
import { atVersion, missingOrStale, nextVersion } from '../../lib/edit-version.ts';
import { AppError, isUniqueViolation } from '../../lib/errors.ts';
import { isUsernameTaken } from './setup-username.ts';

const usernameTaken = () =>
  new AppError('CONFLICT', PROFILE_MESSAGES.usernameTaken, { username: PROFILE_MESSAGES.usernameTaken });

/**
 * Saves a member's edits to their own profile (fields left out stay as they are) when it is still
 * at the version their editor opened, raising it, and says whether what other pages show of them
 * (name, avatar) changed.
 */
export async function updateProfile(
  db: Db,
  userId: string,
  { version, ...changes }: ProfileUpdate & Versioned,
): Promise<{ identityChanged: boolean }> {
  const [before] = await db
    .select({ username: profiles.username, avatarUrl: profiles.avatarUrl })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!before) throw new AppError('NOT_FOUND', PROFILE_MESSAGES.notFound);
  const renamed = changes.username !== undefined && changes.username !== before.username;
  if (renamed && changes.username && (await isUsernameTaken(db, changes.username, userId))) {
    throw usernameTaken();
  }
  try {
    const [saved] = await db
      .update(profiles)
      .set({ ...changes, updatedAt: new Date(), version: nextVersion(profiles) })
      .where(atVersion(profiles, userId, version))
      .returning({ id: profiles.id });
    if (!saved) throw await missingOrStale(db, profiles, userId, version, PROFILE_MESSAGES.notFound);
  } catch (error) {
    // Two members racing for the same name: the unique index decides.
    if (isUniqueViolation(error, 'profiles_username_lower_uq')) throw usernameTaken();
    throw error;
  }
  const newAvatar = changes.avatarUrl !== undefined && changes.avatarUrl !== before.avatarUrl;
  return { identityChanged: renamed || newAvatar };
}
