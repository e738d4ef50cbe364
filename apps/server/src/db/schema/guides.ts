import { GUIDE_HEROES_MAX, GUIDE_STATUSES } from '@haven/shared/guides/rules';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { isBetween, isOneOf, timestamps, uuidPrimaryKey } from './columns.ts';
import { heroRef } from './heroes.ts';
import { profiles } from './profiles.ts';

export const guides = pgTable(
  'guides',
  {
    id: uuidPrimaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    authorId: text('author_id').references(() => profiles.id, { onDelete: 'set null' }),
    slug: text('slug').notNull().unique(),
    status: text('status', { enum: GUIDE_STATUSES }).notNull().default('pending'),
    thumbnailUrl: text('thumbnail_url'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('guides_status_created_idx').on(t.status, t.createdAt.desc()),
    index('guides_author_idx').on(t.authorId),
    index('guides_tags_gin_idx').using('gin', t.tags),
    // The quick search matches approved guides' titles by case-insensitive substring.
    index('guides_approved_title_trgm_idx')
      .using('gin', sql`lower(${t.title}) gin_trgm_ops`)
      .where(sql`${t.status} = 'approved'`),
    check('guides_status_valid', isOneOf(t.status, GUIDE_STATUSES)),
  ],
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
