import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, uuidPrimaryKey } from './columns.ts';
import { memberRef, profiles } from './profiles.ts';

export const NOTIFICATION_TYPES = [
  'friend_request',
  'friend_accept',
  'friend_reject',
  'friend_remove',
  'profile_comment',
  'comment_reply',
  'post_comment',
  'guide_approved',
  'guide_rejected',
] as const;

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
    check(
      'notifications_type_valid',
      sql`${t.type} in ('friend_request','friend_accept','friend_reject','friend_remove','profile_comment','comment_reply','post_comment','guide_approved','guide_rejected')`,
    ),
  ],
);
