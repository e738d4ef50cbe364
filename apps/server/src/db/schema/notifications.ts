import { NOTIFICATION_TYPES } from '@haven/shared/notifications/constants';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, isOneOf, uuidPrimaryKey } from './columns.ts';
import { memberRef, profiles } from './profiles.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: uuidPrimaryKey(),
    userId: memberRef('user_id'),
    fromUserId: text('from_user_id').references(() => profiles.id, { onDelete: 'cascade' }),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    content: text('content'),
    postId: text('post_id'),
    commentId: uuid('comment_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc()),
    check('notifications_type_valid', isOneOf(t.type, NOTIFICATION_TYPES)),
  ],
);
