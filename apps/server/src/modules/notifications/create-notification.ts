import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { NotificationType } from '@haven/shared/notifications/constants';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { memberBlocks, notifications } from '../../db/schema/index.ts';
import type { AppEvent, EventBus } from '../../realtime/bus.ts';

export type NewNotification = {
  /** The member who receives it. */
  userId: string;
  /** The member whose action it reports. */
  fromUserId: string | null;
  type: NotificationType;
  content?: string | null;
  postId?: string | null;
  commentId?: string | null;
};

/**
 * Stores a notification unless it should not be: a member is never notified of their own action,
 * nor by a member they have blocked (the insert and the block check are one statement, so every
 * notice, present and future, respects blocks). Answers the event that tells only its recipient's
 * open tabs, for the caller to publish with its write's other events, or null when nothing was stored.
 */
export async function addNotification(db: DbOrTx, notification: NewNotification): Promise<AppEvent | null> {
  const { userId, fromUserId } = notification;
  if (fromUserId === userId) return null;
  const values = {
    userId,
    fromUserId,
    type: notification.type,
    content: notification.content ?? null,
    postId: notification.postId ?? null,
    commentId: notification.commentId ?? null,
  };
  if (fromUserId === null) {
    await db.insert(notifications).values(values);
  } else {
    const result = await db.execute(sql`
      insert into ${notifications} (user_id, from_user_id, type, content, post_id, comment_id)
      select ${userId}, ${fromUserId}, ${values.type}, ${values.content}, ${values.postId}, ${values.commentId}::uuid
      where not exists (
        select 1 from ${memberBlocks}
        where ${memberBlocks.blockerId} = ${userId} and ${memberBlocks.blockedId} = ${fromUserId}
      )
      returning id`);
    if ((result as unknown as { rows: unknown[] }).rows.length === 0) return null;
  }
  return { topic: REALTIME_TOPICS.notifications, id: userId, userId };
}

/** Stores a notification (see `addNotification`) and tells its recipient's open tabs; inside a transaction, on commit. */
export async function createNotification(db: DbOrTx, bus: EventBus, notification: NewNotification) {
  const event = await addNotification(db, notification);
  if (event) await bus.publish(event, db);
}

/** A new comment in a thread (a wall, a team, a guide) and whom it concerns. */
export type ThreadNotice = {
  /** The comment's author. */
  fromUserId: string;
  commentId: string;
  /** The start of its text. */
  content: string;
  /** The author of the comment it replies to; null for a new thread. */
  parentAuthorId: string | null;
  /** Who owns what was commented on (the wall's member, the team's or guide's author). */
  ownerId: string | null;
  replyType: NotificationType;
  commentType: NotificationType;
  /** Where the bell links to, when the comment's own row does not say. */
  postId?: string;
};

/**
 * Tells the replied-to author of a reply, and the owner of every comment unless the reply notice
 * already told them. Nobody hears of their own comment.
 */
export async function notifyThread(db: DbOrTx, bus: EventBus, notice: ThreadNotice): Promise<void> {
  const recipients: { userId: string; type: NotificationType }[] = [];
  if (notice.parentAuthorId !== null)
    recipients.push({ userId: notice.parentAuthorId, type: notice.replyType });
  if (notice.ownerId !== null && notice.ownerId !== notice.parentAuthorId) {
    recipients.push({ userId: notice.ownerId, type: notice.commentType });
  }
  const events: AppEvent[] = [];
  for (const recipient of recipients) {
    const event = await addNotification(db, {
      ...recipient,
      fromUserId: notice.fromUserId,
      content: notice.content,
      postId: notice.postId ?? null,
      commentId: notice.commentId,
    });
    if (event) events.push(event);
  }
  // Both recipients' events in one statement.
  await bus.publish(events, db);
}
