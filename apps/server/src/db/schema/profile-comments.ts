import { PROFILE_COMMENT_MAX_LENGTH } from '@haven/shared/profile-comments/constants';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { isBetween, timestamps, uuidPrimaryKey } from './columns.ts';
import { memberRef } from './profiles.ts';

export const profileComments = pgTable(
  'profile_comments',
  {
    id: uuidPrimaryKey(),
    profileId: memberRef('profile_id'),
    authorId: memberRef('author_id'),
    parentId: uuid('parent_id').references((): AnyPgColumn => profileComments.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    /** Set when a moderator removed it: it keeps its place, shown as removed. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('profile_comments_profile_created_idx').on(t.profileId, t.createdAt.desc()),
    index('profile_comments_parent_idx').on(t.parentId),
    index('profile_comments_author_idx').on(t.authorId),
    // Comments per day across all walls (statistics) read a date range of this index.
    index('profile_comments_created_idx').on(t.createdAt),
    check(
      'profile_comments_length',
      isBetween(sql`char_length(${t.content})`, 1, PROFILE_COMMENT_MAX_LENGTH),
    ),
  ],
);
