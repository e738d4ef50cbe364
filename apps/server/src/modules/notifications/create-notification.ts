import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { NotificationType } from '@haven/shared/notifications/constants';
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import type { EventBus } from '../../realtime/bus.ts';

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
 * Stores a notification and tells only its recipient's open tabs. A member is
 * never notified of their own action. Inside a transaction the event goes out on commit.
 */
export async function createNotification(db: DbOrTx, bus: EventBus, notification: NewNotification) {
  if (notification.fromUserId === notification.userId) return;
  await db.insert(notifications).values({
    userId: notification.userId,
    fromUserId: notification.fromUserId,
    type: notification.type,
    content: notification.content ?? null,
    postId: notification.postId ?? null,
    commentId: notification.commentId ?? null,
  });
  await bus.publish(
    { topic: REALTIME_TOPICS.notifications, id: notification.userId, userId: notification.userId },
    db,
  );
}
