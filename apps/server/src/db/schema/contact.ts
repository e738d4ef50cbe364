import {
  CONTACT_CATEGORIES,
  CONTACT_STATUSES,
  DEFAULT_CONTACT_CATEGORY,
} from '@haven/shared/contact/constants';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, isOneOf, uuidPrimaryKey } from './columns.ts';
import { profiles } from './profiles.ts';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuidPrimaryKey(),
    userId: text('user_id').references(() => profiles.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    category: text('category', { enum: CONTACT_CATEGORIES }).notNull().default(DEFAULT_CONTACT_CATEGORY),
    status: text('status', { enum: CONTACT_STATUSES }).notNull().default('unread'),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_status_created_idx').on(t.status, t.createdAt.desc()),
    index('contact_messages_created_idx').on(t.createdAt.desc()),
    // A member's own messages: their data export and the removal of their account.
    index('contact_messages_user_idx').on(t.userId),
    check('contact_messages_category_valid', isOneOf(t.category, CONTACT_CATEGORIES)),
    check('contact_messages_status_valid', isOneOf(t.status, CONTACT_STATUSES)),
  ],
);
