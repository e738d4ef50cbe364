import {
  COLLECTION_VISIBILITIES,
  DEFAULT_COLLECTION_VISIBILITY,
  HIGHEST_HERO_LEVEL,
  HIGHEST_HERO_STARS,
  MAX_COLLECTION_NOTE,
  MIN_HERO_LEVEL,
  MIN_HERO_STARS,
} from '@haven/shared/collection/constants';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { isBetween, isOneOf, timestamps, updatedAt } from './columns.ts';
import { heroRef } from './heroes.ts';
import { memberRef } from './profiles.ts';

/**
 * The heroes a member owns, one row per member and hero. The key (user, hero) serves the
 * member's own reads and the lists' 'Owned only' filter; the hero index serves the hero's side.
 */
export const collectionEntries = pgTable(
  'collection_entries',
  {
    userId: memberRef('user_id'),
    heroId: heroRef(),
    level: smallint('level').notNull().default(MIN_HERO_LEVEL),
    stars: smallint('stars').notNull().default(MIN_HERO_STARS),
    note: text('note'),
    isBuilding: boolean('is_building').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ name: 'collection_entries_pk', columns: [t.userId, t.heroId] }),
    index('collection_entries_hero_idx').on(t.heroId),
    // The page's 'Recently updated' order and the export read a member's rows newest first.
    index('collection_entries_user_updated_idx').on(t.userId, t.updatedAt),
    check('collection_entries_level_range', isBetween(t.level, MIN_HERO_LEVEL, HIGHEST_HERO_LEVEL)),
    check('collection_entries_stars_range', isBetween(t.stars, MIN_HERO_STARS, HIGHEST_HERO_STARS)),
    check(
      'collection_entries_note_length',
      sql`${t.note} is null or ${isBetween(sql`char_length(${t.note})`, 1, MAX_COLLECTION_NOTE)}`,
    ),
  ],
);

/** Who may see a member's collection; a member without a row keeps the default (private). */
export const collectionSettings = pgTable(
  'collection_settings',
  {
    userId: memberRef('user_id').primaryKey(),
    visibility: text('visibility', { enum: COLLECTION_VISIBILITIES })
      .notNull()
      .default(DEFAULT_COLLECTION_VISIBILITY),
    updatedAt: updatedAt(),
  },
  (t) => [check('collection_settings_visibility_valid', isOneOf(t.visibility, COLLECTION_VISIBILITIES))],
);

/**
 * How many members own each hero, kept by every write to collection_entries in the same
 * transaction (and by a member's deletion), so a hero's community share is one key read.
 */
export const heroOwnerCounts = pgTable(
  'hero_owner_counts',
  {
    heroId: heroRef().primaryKey(),
    owners: integer('owners').notNull().default(0),
  },
  (t) => [check('hero_owner_counts_not_negative', sql`${t.owners} >= 0`)],
);
