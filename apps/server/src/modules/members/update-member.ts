import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { MEMBER_MESSAGES } from '@haven/shared/members/messages';
import { canChangeMemberAdmin } from '@haven/shared/members/policies';
import type { AdminUpdateMemberRequest, MemberCard } from '@haven/shared/members/schemas';
import { PROFILE_MESSAGES } from '@haven/shared/profiles/messages';
import { eq } from 'drizzle-orm';
import type { Auth } from '../../auth/auth.ts';
import { announceSessionEnded, announceViewerChanged } from '../../auth/session-cache.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';
import { AppError, isUniqueViolation } from '../../lib/errors.ts';
import type { EventBus } from '../../realtime/bus.ts';
import { isUsernameTaken } from '../profiles/setup-username.ts';
import { getMember } from './find-members.ts';

const usernameTaken = () =>
  new AppError('CONFLICT', PROFILE_MESSAGES.usernameTaken, { username: PROFILE_MESSAGES.usernameTaken });

/**
 * An admin's edit of a member: username (unique without regard to case), admin flag and, when
 * given, a new password hashed by the auth library and followed by the end of every session of
 * that member. Every refusal comes before the first write. An admin cannot remove their own
 * admin flag, so a site always keeps at least one admin. The member's open sessions re-read
 * their name and rights (a new password ends them all) and their profile pages refresh.
 */
export async function updateMember(
  db: Db,
  auth: Auth,
  bus: EventBus,
  options: { actor: Viewer; memberId: string; input: AdminUpdateMemberRequest },
): Promise<MemberCard> {
  const { actor, memberId, input } = options;
  const member = await getMember(db, memberId);
  if (member.isAdmin && !input.isAdmin && !canChangeMemberAdmin(actor, member)) {
    throw new AppError('FORBIDDEN', MEMBER_MESSAGES.cannotRemoveOwnAdmin, {
      isAdmin: MEMBER_MESSAGES.cannotRemoveOwnAdmin,
    });
  }
  if (await isUsernameTaken(db, input.username, memberId)) throw usernameTaken();
  const context = await auth.$context;
  // Hashed before any write, so a failure here leaves the member as they were.
  const passwordHash = input.newPassword ? await context.password.hash(input.newPassword) : null;
  try {
    await db
      .update(profiles)
      .set({ username: input.username, isAdmin: input.isAdmin, updatedAt: new Date() })
      .where(eq(profiles.id, memberId));
  } catch (error) {
    // Two writers racing for the same name: the unique index decides.
    if (isUniqueViolation(error, 'profiles_username_lower_uq')) throw usernameTaken();
    throw error;
  }
  if (passwordHash) {
    await context.internalAdapter.updatePassword(memberId, passwordHash);
    await context.internalAdapter.deleteUserSessions(memberId);
  }
  await announceViewerChanged(bus, memberId);
  if (passwordHash) await announceSessionEnded(bus, { userId: memberId });
  await bus.publish({ topic: REALTIME_TOPICS.profiles, id: memberId });
  return getMember(db, memberId);
}
