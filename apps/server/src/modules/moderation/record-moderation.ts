import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { ModerationAction, ModerationTargetKind } from '@haven/shared/moderation/constants';
import { isModeratorRemoval } from '@haven/shared/moderation/policies';
import { eq } from 'drizzle-orm';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { moderationLog, profiles } from '../../db/schema/index.ts';
import type { EventBus } from '../../realtime/bus.ts';

/** One admin action for the moderation log. */
export type ModerationEntry = {
  action: ModerationAction;
  /** The member acted on, or the author of the item acted on. */
  memberId?: string | null;
  target?: { kind: ModerationTargetKind; id: string; label: string };
  reason?: string | null;
};

const LABEL_MAX_LENGTH = 120;

/**
 * Adds an admin action to the moderation log, inside the caller's transaction so the action and
 * its record stand or fall together. The member's name is copied in, as the log outlives them.
 */
export async function recordModeration(tx: DbOrTx, admin: Viewer, entry: ModerationEntry): Promise<void> {
  let memberName: string | null = null;
  if (entry.memberId) {
    const [member] = await tx
      .select({ username: profiles.username })
      .from(profiles)
      .where(eq(profiles.id, entry.memberId));
    memberName = member?.username ?? null;
  }
  await tx.insert(moderationLog).values({
    adminId: admin.id,
    adminName: admin.username,
    action: entry.action,
    memberId: entry.memberId ?? null,
    memberName,
    targetKind: entry.target?.kind ?? null,
    targetId: entry.target?.id ?? null,
    targetLabel: entry.target ? entry.target.label.slice(0, LABEL_MAX_LENGTH) : null,
    reason: entry.reason ?? null,
  });
}

/** Tells open moderation logs that entries were added (after the transaction committed). */
export function announceModeration(bus: EventBus) {
  return bus.publish({ topic: REALTIME_TOPICS.moderation, adminOnly: true });
}

/**
 * Runs an admin's change and records it in the moderation log in one transaction, so neither
 * stands without the other; the change says what to record and returns its own result.
 */
export async function withModerationRecord<T>(
  db: Db,
  admin: Viewer,
  change: (tx: Tx) => Promise<{ result: T; entry: ModerationEntry }>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const { result, entry } = await change(tx);
    await recordModeration(tx, admin, entry);
    return result;
  });
}

/**
 * Removes a member's comment for whoever may remove it; when that is an admin removing what is
 * neither theirs nor on their own wall (`ownerIds`), the removal is recorded in the same
 * transaction. Answers whether it was recorded, so the caller announces it.
 */
export async function removeComment(
  db: Db,
  viewer: Viewer,
  comment: { id: string; kind: 'profile_comment' | 'community_comment'; authorId: string; content: string },
  options: { ownerIds: readonly (string | null)[]; remove: (tx: Tx) => Promise<unknown> },
): Promise<boolean> {
  const isRecorded = isModeratorRemoval(viewer, options.ownerIds);
  await db.transaction(async (tx) => {
    await options.remove(tx);
    if (!isRecorded) return;
    await recordModeration(tx, viewer, {
      action: 'comment_deleted',
      memberId: comment.authorId,
      target: { kind: comment.kind, id: comment.id, label: comment.content },
    });
  });
  return isRecorded;
}
