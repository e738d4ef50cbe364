import { BLOCKED_MEMBERS_PAGE_SIZE, MAX_BLOCKED_MEMBERS } from '@haven/shared/blocks/constants';
import { BLOCK_MESSAGES as M } from '@haven/shared/blocks/messages';
import { canBlockMember, canUnblockMember } from '@haven/shared/blocks/policies';
import type { BlockedIds, BlockedMemberList } from '@haven/shared/blocks/schemas';
import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { and, count, desc, eq, or } from 'drizzle-orm';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { memberBlocks, notifications, profiles, relationships } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { findPage } from '../../lib/paginate.ts';
import type { EventBus } from '../../realtime/bus.ts';
import { lockPair } from '../friends/friends.ts';
import { isBlocking } from './block-checks.ts';

/**
 * Blocks a member: from now on they cannot reach the viewer. Their friendship and any request
 * between the two end (without a notice), and what the blocked member had sent the viewer leaves
 * the viewer's notifications. Blocking twice changes nothing. Administrators cannot be blocked,
 * and a member blocks at most MAX_BLOCKED_MEMBERS others.
 */
export async function blockMember(db: Db, bus: EventBus, viewer: Viewer, memberId: string): Promise<void> {
  if (viewer.id === memberId) throw new AppError('VALIDATION', M.notYourself);
  await db.transaction(async (tx) => {
    // The pair's friendship changes take the same locks, so a request cannot slip in beside the block.
    await lockPair(tx, viewer.id, memberId, M.memberNotFound);
    const [member] = await tx
      .select({ id: profiles.id, isAdmin: profiles.isAdmin })
      .from(profiles)
      .where(eq(profiles.id, memberId));
    if (!member) throw new AppError('NOT_FOUND', M.memberNotFound);
    if (!canBlockMember(viewer, member)) throw new AppError('FORBIDDEN', M.notAdmin);
    if (await isBlocking(tx, viewer.id, memberId)) return;
    const [held] = await tx
      .select({ total: count() })
      .from(memberBlocks)
      .where(eq(memberBlocks.blockerId, viewer.id));
    if ((held?.total ?? 0) >= MAX_BLOCKED_MEMBERS) throw new AppError('CONFLICT', M.tooMany);

    const ended = await tx
      .delete(relationships)
      .where(
        or(
          and(eq(relationships.userId, viewer.id), eq(relationships.relatedUserId, memberId)),
          and(eq(relationships.userId, memberId), eq(relationships.relatedUserId, viewer.id)),
        ),
      )
      .returning({ id: relationships.id, userId: relationships.userId, type: relationships.type });
    // Their unanswered request stays pending in their eyes: blocking is silent for the blocked.
    const theirRequest = ended.find((row) => row.userId === memberId && row.type === 'pending');
    await tx.insert(memberBlocks).values({
      blockerId: viewer.id,
      blockedId: memberId,
      friendRequestedAt: theirRequest ? new Date() : null,
    });
    const fromThem = await tx
      .delete(notifications)
      .where(and(eq(notifications.userId, viewer.id), eq(notifications.fromUserId, memberId)))
      .returning({ id: notifications.id });
    // The viewer's own request to them is gone, so its notice goes too.
    const ourRequest = await tx
      .delete(notifications)
      .where(
        and(
          eq(notifications.userId, memberId),
          eq(notifications.fromUserId, viewer.id),
          eq(notifications.type, 'friend_request'),
        ),
      )
      .returning({ id: notifications.id });

    await bus.publish({ topic: REALTIME_TOPICS.blocks, id: viewer.id, userId: viewer.id }, tx);
    if (ended.length > 0) {
      for (const id of [viewer.id, memberId]) await bus.publish({ topic: REALTIME_TOPICS.friends, id }, tx);
    }
    if (fromThem.length > 0) {
      await bus.publish({ topic: REALTIME_TOPICS.notifications, id: viewer.id, userId: viewer.id }, tx);
    }
    if (ourRequest.length > 0) {
      await bus.publish({ topic: REALTIME_TOPICS.notifications, id: memberId, userId: memberId }, tx);
    }
  });
}

/** Lifts the viewer's block of a member; unblocking someone not blocked changes nothing. */
export async function unblockMember(db: Db, bus: EventBus, viewer: Viewer, memberId: string): Promise<void> {
  if (!canUnblockMember(viewer, memberId)) throw new AppError('VALIDATION', M.notYourself);
  const removed = await db
    .delete(memberBlocks)
    .where(and(eq(memberBlocks.blockerId, viewer.id), eq(memberBlocks.blockedId, memberId)))
    .returning({ id: memberBlocks.blockedId });
  if (removed.length > 0) {
    await bus.publish({ topic: REALTIME_TOPICS.blocks, id: viewer.id, userId: viewer.id });
  }
}

/** One page of the members the viewer blocks, most recently blocked first. */
export function listBlockedMembers(db: DbOrTx, viewerId: string, page: number): Promise<BlockedMemberList> {
  const mine = eq(memberBlocks.blockerId, viewerId);
  return findPage({
    page,
    pageSize: BLOCKED_MEMBERS_PAGE_SIZE,
    count: db.select({ total: count() }).from(memberBlocks).where(mine),
    rows: async (limit, offset) => {
      const rows = await db
        .select({
          id: profiles.id,
          username: profiles.username,
          avatarUrl: profiles.avatarUrl,
          blockedAt: memberBlocks.createdAt,
        })
        .from(memberBlocks)
        .innerJoin(profiles, eq(profiles.id, memberBlocks.blockedId))
        .where(mine)
        .orderBy(desc(memberBlocks.createdAt), desc(memberBlocks.blockedId))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({ ...row, blockedAt: row.blockedAt.toISOString() }));
    },
  });
}

/** Every member the viewer blocks, by id (at most MAX_BLOCKED_MEMBERS). */
export async function findBlockedIds(db: DbOrTx, viewerId: string): Promise<BlockedIds> {
  const rows = await db
    .select({ id: memberBlocks.blockedId })
    .from(memberBlocks)
    .where(eq(memberBlocks.blockerId, viewerId))
    .orderBy(desc(memberBlocks.createdAt))
    .limit(MAX_BLOCKED_MEMBERS);
  return { ids: rows.map((row) => row.id) };
}
