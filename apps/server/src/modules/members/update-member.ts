import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { MEMBER_MESSAGES } from '@haven/shared/members/messages';
import { canChangeMemberAdmin } from '@haven/shared/members/policies';
import type { AdminUpdateMemberRequest, MemberCard } from '@haven/shared/members/schemas';
import { PROFILE_MESSAGES } from '@haven/shared/profiles/messages';
import { and, eq } from 'drizzle-orm';
import type { Auth } from '../../auth/auth.ts';
import { announceSessionEnded, announceViewerChanged } from '../../auth/session-cache.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db } from '../../db/client.ts';
import { account, profiles, session } from '../../db/schema/index.ts';
import { nextVersion } from '../../lib/edit-version.ts';
import { AppError, isUniqueViolation } from '../../lib/errors.ts';
import type { EventBus } from '../../realtime/bus.ts';
import { announceModeration, recordModeration } from '../moderation/record-moderation.ts';
import { isUsernameTaken } from '../profiles/setup-username.ts';
import { getMember } from './find-members.ts';

const usernameTaken = () =>
  new AppError('CONFLICT', PROFILE_MESSAGES.usernameTaken, { username: PROFILE_MESSAGES.usernameTaken });

/**
 * An admin's edit of a member: username (unique without regard to case), admin flag and, when
 * given, a new password hashed by the auth library and followed by the end of every session of
 * that member. Every refusal comes before the first write. An admin cannot remove their own
 * admin flag, so a site always keeps at least one admin. The member's open sessions re-read
 * their name and rights (a new password ends them all) and their profile pages refresh. What
 * changed and a new password are recorded in the moderation log, in the same transaction.
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
    await db.transaction(async (tx) => {
      await tx
        .update(profiles)
        // A rename raises the version, so the member's open profile editor sees it.
        .set({
          username: input.username,
          isAdmin: input.isAdmin,
          updatedAt: new Date(),
          version: nextVersion(profiles),
        })
        .where(eq(profiles.id, memberId));
      const changes = describeChanges(member, input);
      if (changes) await recordModeration(tx, actor, { action: 'member_edited', memberId, target: changes });
      if (passwordHash) {
        await tx
          .update(account)
          .set({ password: passwordHash, updatedAt: new Date() })
          .where(and(eq(account.userId, memberId), eq(account.providerId, 'credential')));
        await tx.delete(session).where(eq(session.userId, memberId));
        await recordModeration(tx, actor, { action: 'password_reset', memberId });
      }
    });
  } catch (error) {
    // Two writers racing for the same name: the unique index decides.
    if (isUniqueViolation(error, 'profiles_username_lower_uq')) throw usernameTaken();
    throw error;
  }
  await announceViewerChanged(bus, memberId);
  if (passwordHash) await announceSessionEnded(bus, { userId: memberId });
  await bus.publish({ topic: REALTIME_TOPICS.profiles, id: memberId });
  await announceModeration(bus);
  return getMember(db, memberId);
}

/** What an edit changed (name, admin rights), as the log's description of it; null when nothing did. */
function describeChanges(before: MemberCard, input: AdminUpdateMemberRequest) {
  const changes: string[] = [];
  if (before.username !== input.username)
    changes.push(`Renamed from ${before.username} to ${input.username}`);
  if (before.isAdmin !== input.isAdmin)
    changes.push(input.isAdmin ? 'Made an administrator' : 'Administrator rights removed');
  if (changes.length === 0) return null;
  return { kind: 'profile' as const, id: before.id, label: changes.join('; ') };
}
