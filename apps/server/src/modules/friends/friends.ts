import { BLOCK_MESSAGES } from '@haven/shared/blocks/messages';
import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { FRIEND_MESSAGES } from '@haven/shared/friends/messages';
import { canChangeFriendship } from '@haven/shared/friends/policies';
import type { FriendshipStatus } from '@haven/shared/friends/schemas';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { memberBlocks, notifications, profiles, relationships } from '../../db/schema/index.ts';
import { AppError, isUniqueViolation } from '../../lib/errors.ts';
import type { AppEvent, EventBus } from '../../realtime/bus.ts';
import { blocksBetween } from '../blocks/block-checks.ts';
import { addNotification } from '../notifications/create-notification.ts';

export type FriendAction = 'request' | 'accept' | 'decline' | 'remove';

type PairRow = { id: string; userId: string; type: 'friend' | 'pending' };

/** Both directions of the pair: a request is one row (requester first); a friendship is two. */
function pairCondition(a: string, b: string) {
  return or(
    and(eq(relationships.userId, a), eq(relationships.relatedUserId, b)),
    and(eq(relationships.userId, b), eq(relationships.relatedUserId, a)),
  );
}

function readPair(db: DbOrTx, viewerId: string, memberId: string): Promise<PairRow[]> {
  return db
    .select({ id: relationships.id, userId: relationships.userId, type: relationships.type })
    .from(relationships)
    .where(pairCondition(viewerId, memberId));
}

/** The viewer's side of the pair; a friend row wins over any request left beside it. */
function statusOf(viewerId: string, rows: PairRow[]): FriendshipStatus {
  if (rows.some((r) => r.type === 'friend')) return 'friends';
  if (rows.some((r) => r.userId === viewerId)) return 'pending_sent';
  if (rows.length > 0) return 'pending_received';
  return 'none';
}

/**
 * The viewer's friendship with a member. A member blocked by the other who asked them for
 * friendship reads their request as pending, as for anyone who asked and got no answer.
 */
export async function getFriendshipStatus(
  db: DbOrTx,
  viewerId: string,
  memberId: string,
): Promise<FriendshipStatus> {
  if (viewerId === memberId) return 'none';
  const status = statusOf(viewerId, await readPair(db, viewerId, memberId));
  if (status !== 'none') return status;
  return (await hasAskedWhileBlocked(db, viewerId, memberId)) ? 'pending_sent' : 'none';
}

/** Whether `viewerId`, blocked by `memberId`, asked them for friendship (their request is kept on the block). */
async function hasAskedWhileBlocked(db: DbOrTx, viewerId: string, memberId: string): Promise<boolean> {
  const [block] = await db
    .select({ friendRequestedAt: memberBlocks.friendRequestedAt })
    .from(memberBlocks)
    .where(and(eq(memberBlocks.blockerId, memberId), eq(memberBlocks.blockedId, viewerId)));
  return block?.friendRequestedAt != null;
}

/**
 * Locks both members' profile rows, always in id order, so two changes to the same pair
 * (a double click, both members asking at once, a block) run one after the other and the second
 * sees what the first did. Fails when the other member does not exist.
 */
export async function lockPair(
  tx: Tx,
  viewerId: string,
  memberId: string,
  notFound: string = FRIEND_MESSAGES.memberNotFound,
): Promise<void> {
  const locked = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(inArray(profiles.id, [viewerId, memberId]))
    .orderBy(asc(profiles.id))
    .for('no key update');
  if (locked.length < 2) throw new AppError('NOT_FOUND', notFound);
}

/**
 * Removes the friend-request notifications `fromId` sent to `toId`: the request has been answered.
 * Answers the event for the recipient's open tabs when one was removed.
 */
async function dropAnsweredRequest(tx: Tx, toId: string, fromId: string): Promise<AppEvent[]> {
  const dropped = await tx
    .delete(notifications)
    .where(
      and(
        eq(notifications.userId, toId),
        eq(notifications.fromUserId, fromId),
        eq(notifications.type, 'friend_request'),
      ),
    )
    .returning({ id: notifications.id });
  return dropped.length > 0 ? [{ topic: REALTIME_TOPICS.notifications, id: toId, userId: toId }] : [];
}

/**
 * Applies one friendship action by the viewer towards a member and returns the viewer's new
 * status. Asking someone who already asked you accepts their request. Repeating a request or an
 * accepted request changes nothing and notifies no one; accepting or declining a request that
 * is not there, or removing a friendship that is not there, is refused (409). Each change
 * notifies the other member and tells both members' open pages.
 */
export async function changeFriendship(
  db: Db,
  bus: EventBus,
  viewer: Viewer,
  memberId: string,
  action: FriendAction,
): Promise<FriendshipStatus> {
  const viewerId = viewer.id;
  if (!canChangeFriendship(viewer, memberId)) throw new AppError('VALIDATION', FRIEND_MESSAGES.notYourself);
  try {
    return await db.transaction(async (tx) => {
      await lockPair(tx, viewerId, memberId);
      const blocks = await blocksBetween(tx, viewerId, memberId);
      if (blocks.viewerBlocks) throw new AppError('FORBIDDEN', BLOCK_MESSAGES.unblockFirst);
      // A member who was blocked is answered as if their request went out, and keeps reading it as
      // pending; it is kept on the block alone, so the blocker is neither asked nor notified.
      if (action === 'request' && blocks.blockedByMember) {
        await tx
          .update(memberBlocks)
          .set({ friendRequestedAt: new Date() })
          .where(
            and(
              eq(memberBlocks.blockerId, memberId),
              eq(memberBlocks.blockedId, viewerId),
              isNull(memberBlocks.friendRequestedAt),
            ),
          );
        return 'pending_sent';
      }
      const rows = await readPair(tx, viewerId, memberId);
      const status = statusOf(viewerId, rows);
      const theirRequest = rows.find((r) => r.userId === memberId && r.type === 'pending');
      // The change's events (the notification, both members' pages) go out in one statement.
      const events: AppEvent[] = [];
      const notify = async (type: 'friend_request' | 'friend_accept' | 'friend_reject' | 'friend_remove') => {
        const event = await addNotification(tx, { userId: memberId, fromUserId: viewerId, type });
        if (event) events.push(event);
      };
      let next: FriendshipStatus = status;

      if ((action === 'request' || action === 'accept') && status === 'pending_received' && theirRequest) {
        await tx.update(relationships).set({ type: 'friend' }).where(eq(relationships.id, theirRequest.id));
        await tx
          .insert(relationships)
          .values({ userId: viewerId, relatedUserId: memberId, type: 'friend' })
          .onConflictDoUpdate({
            target: [relationships.userId, relationships.relatedUserId],
            set: { type: 'friend' },
          });
        await notify('friend_accept');
        events.push(...(await dropAnsweredRequest(tx, viewerId, memberId)));
        next = 'friends';
      } else if (action === 'request' && status === 'none') {
        await tx.insert(relationships).values({ userId: viewerId, relatedUserId: memberId, type: 'pending' });
        await notify('friend_request');
        next = 'pending_sent';
      } else if (action === 'accept' && status !== 'friends') {
        throw new AppError('CONFLICT', FRIEND_MESSAGES.noRequest);
      } else if (action === 'decline') {
        if (status !== 'pending_received' || !theirRequest) {
          throw new AppError('CONFLICT', FRIEND_MESSAGES.noRequest);
        }
        await tx.delete(relationships).where(eq(relationships.id, theirRequest.id));
        await notify('friend_reject');
        events.push(...(await dropAnsweredRequest(tx, viewerId, memberId)));
        next = 'none';
      } else if (action === 'remove') {
        if (status !== 'friends') throw new AppError('CONFLICT', FRIEND_MESSAGES.notFriends);
        await tx.delete(relationships).where(pairCondition(viewerId, memberId));
        await notify('friend_remove');
        next = 'none';
      }

      if (next !== status)
        events.push(...[viewerId, memberId].map((id) => ({ topic: REALTIME_TOPICS.friends, id })));
      await bus.publish(events, tx);
      return next;
    });
  } catch (error) {
    // The pair lock makes this unreachable in practice; the unique pair index is the last word.
    if (isUniqueViolation(error)) return getFriendshipStatus(db, viewerId, memberId);
    throw error;
  }
}
