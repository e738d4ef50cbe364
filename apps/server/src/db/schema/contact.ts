import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, uuidPrimaryKey } from './columns.ts';
import { profiles } from './profiles.ts';

export const CONTACT_CATEGORIES = [
  'suggestions',
  'misconduct',
  'technical',
  'affiliation',
  'general',
] as const;

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuidPrimaryKey(),
    userId: text('user_id').references(() => profiles.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    category: text('category', { enum: CONTACT_CATEGORIES }).notNull().default('general'),
    status: text('status', { enum: ['unread', 'read'] })
      .notNull()
      .default('unread'),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_status_created_idx').on(t.status, t.createdAt.desc()),
    index('contact_messages_created_idx').on(t.createdAt.desc()),
    check(
      'contact_messages_category_valid',
      sql`${t.category} in ('suggestions','misconduct','technical','affiliation','general')`,
    ),
    check('contact_messages_status_valid', sql`${t.status} in ('unread','read')`),
  ],
);
