import { COMMUNITY_COMMENT_MAX_LENGTH } from '@haven/shared/community-comments/constants';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { isBetween, timestamps, uuidPrimaryKey } from './columns.ts';
import { guides } from './guides.ts';
import { memberRef } from './profiles.ts';
import { temporaryTeams } from './teams.ts';

/**
 * Comments on shared teams and on guides, in one table: each row names exactly one team or one
 * guide, so deleting either takes its comments with it.
 */
export const communityComments = pgTable(
  'community_comments',
  {
    id: uuidPrimaryKey(),
    teamId: uuid('team_id').references(() => temporaryTeams.id, { onDelete: 'cascade' }),
    guideId: uuid('guide_id').references(() => guides.id, { onDelete: 'cascade' }),
    authorId: memberRef('author_id'),
    parentId: uuid('parent_id').references((): AnyPgColumn => communityComments.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    /** The language it was written in (a site language's code). */
    language: text('language').notNull().default('en'),
    /** Set when a moderator removed it: it keeps its place, shown as removed. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    // A page of a team's or guide's top-level comments, newest first, and their count: read
    // backwards, plain ascending columns match `order by created_at desc, id desc` exactly.
    index('community_comments_team_top_idx')
      .on(t.teamId, t.createdAt, t.id)
      .where(sql`${t.teamId} is not null and ${t.parentId} is null`),
    index('community_comments_guide_top_idx')
      .on(t.guideId, t.createdAt, t.id)
      .where(sql`${t.guideId} is not null and ${t.parentId} is null`),
    index('community_comments_parent_idx').on(t.parentId),
    index('community_comments_author_idx').on(t.authorId),
    check('community_comments_one_target', sql`num_nonnulls(${t.teamId}, ${t.guideId}) = 1`),
    check(
      'community_comments_length',
      isBetween(sql`char_length(${t.content})`, 1, COMMUNITY_COMMENT_MAX_LENGTH),
    ),
  ],
);
