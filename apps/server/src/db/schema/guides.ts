import { GUIDE_HEROES_MAX, GUIDE_STATUSES } from '@haven/shared/guides/rules';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { editVersion, isBetween, isOneOf, timestamps, uuidPrimaryKey } from './columns.ts';
import { heroRef } from './heroes.ts';
import { memberRef, profiles } from './profiles.ts';

export const guides = pgTable(
  'guides',
  {
    id: uuidPrimaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    authorId: text('author_id').references(() => profiles.id, { onDelete: 'set null' }),
    slug: text('slug').notNull().unique(),
    status: text('status', { enum: GUIDE_STATUSES }).notNull().default('pending'),
    /** The language it was written in (a site language's code). */
    language: text('language').notNull().default('en'),
    thumbnailUrl: text('thumbnail_url'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Rows in guide_helpful_votes, moved in the same transaction as each vote. */
    helpfulCount: integer('helpful_count').notNull().default(0),
    /** Rows ever written to guide_views: one per visitor per day. */
    viewCount: integer('view_count').notNull().default(0),
    /** Set when a moderator removed it: unpublished, and its page says so. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    version: editVersion(),
    ...timestamps(),
  },
  (t) => [
    index('guides_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    // The library's Most Helpful and Most Viewed orders (newest first among equals).
    index('guides_status_helpful_idx').on(t.status, t.helpfulCount.desc(), t.createdAt.desc(), t.id.desc()),
    index('guides_status_views_idx').on(t.status, t.viewCount.desc(), t.createdAt.desc(), t.id.desc()),
    // The library in one language, newest first.
    index('guides_status_language_created_idx').on(t.status, t.language, t.createdAt.desc(), t.id.desc()),
    // A member's guides, newest first (their profile and the library filtered by author).
    index('guides_author_created_idx').on(t.authorId, t.createdAt.desc()),
    index('guides_tags_gin_idx').using('gin', t.tags),
    // The quick search matches approved guides' titles by case-insensitive substring.
    index('guides_approved_title_trgm_idx')
      .using('gin', sql`lower(${t.title}) gin_trgm_ops`)
      .where(sql`${t.status} = 'approved'`),
    check('guides_status_valid', isOneOf(t.status, GUIDE_STATUSES)),
    check('guides_counts_not_negative', sql`${t.helpfulCount} >= 0 and ${t.viewCount} >= 0`),
  ],
);

/** A member's 'Helpful' mark on a guide: at most one per member and guide. */
export const guideHelpfulVotes = pgTable(
  'guide_helpful_votes',
  {
    guideId: uuid('guide_id')
      .notNull()
      .references(() => guides.id, { onDelete: 'cascade' }),
    userId: memberRef('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.guideId, t.userId] }), index('guide_helpful_votes_user_idx').on(t.userId)],
);

/**
 * Who opened a guide on which day (UTC), so each visitor counts once a day: a member's id, or for
 * a visitor a keyed hash of their address and the day (never the address itself). Only the last
 * days are kept.
 */
export const guideViews = pgTable(
  'guide_views',
  {
    guideId: uuid('guide_id')
      .notNull()
      .references(() => guides.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    visitor: text('visitor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.guideId, t.day, t.visitor] }), index('guide_views_day_idx').on(t.day)],
);

/** The heroes a guide is about, in the order its author chose. */
export const guideHeroes = pgTable(
  'guide_heroes',
  {
    guideId: uuid('guide_id')
      .notNull()
      .references(() => guides.id, { onDelete: 'cascade' }),
    heroId: heroRef(),
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.guideId, t.heroId] }),
    // A hero page's "Guides about" reads the hero's guides here.
    index('guide_heroes_hero_idx').on(t.heroId),
    check('guide_heroes_position_range', isBetween(t.position, 1, GUIDE_HEROES_MAX)),
  ],
);
