import { NOTIFICATION_MESSAGES } from '@haven/shared/notifications/messages';
import type { Notification } from '@haven/shared/notifications/schemas';
import { and, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { notifications, profileComments, profiles } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';

const wallOwner = alias(profiles, 'wall_owner');

/**
 * A member's newest notifications, each with its sender's name and avatar and, for a comment,
 * the username of the profile it is on (where opening it leads), in one query.
 */
export async function listNotifications(db: DbOrTx, userId: string, limit: number): Promise<Notification[]> {
  const rows = await db
    .select({
      id: notifications.id,
      type: notifications.type,
      content: notifications.content,
      postId: notifications.postId,
      commentId: notifications.commentId,
      createdAt: notifications.createdAt,
      fromId: profiles.id,
      fromUsername: profiles.username,
      fromAvatarUrl: profiles.avatarUrl,
      wallUsername: wallOwner.username,
    })
    .from(notifications)
    .leftJoin(profiles, eq(profiles.id, notifications.fromUserId))
    .leftJoin(profileComments, eq(profileComments.id, notifications.commentId))
    .leftJoin(wallOwner, eq(wallOwner.id, profileComments.profileId))
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    content: r.content,
    postId: r.postId,
    commentId: r.commentId,
    createdAt: r.createdAt.toISOString(),
    wallUsername: r.wallUsername,
    from:
      r.fromId === null || r.fromUsername === null
        ? null
        : { id: r.fromId, username: r.fromUsername, avatarUrl: r.fromAvatarUrl },
  }));
}

/** How many notifications the member has: opening one deletes it, so every stored one is unread. */
export async function countNotifications(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId));
  return row?.n ?? 0;
}

/** Deletes one of the member's notifications; another member's is reported as not found. */
export async function deleteNotification(db: DbOrTx, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', NOTIFICATION_MESSAGES.notFound);
}

/** Deletes all of the member's notifications. */
export async function clearNotifications(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(notifications).where(eq(notifications.userId, userId));
}
