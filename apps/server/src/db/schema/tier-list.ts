import {
  GAME_MODE_NAME_MAX_LENGTH,
  TIER_CHANGE_NOTE_MAX_LENGTH,
  TIERS,
} from '@haven/shared/tier-list/constants';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, isBetween, isOneOf, timestamps, uuidPrimaryKey } from './columns.ts';
import { heroRef } from './heroes.ts';
import { profiles } from './profiles.ts';

/** A game mode the tier list ranks heroes for, in the order admins set. */
export const gameModes = pgTable(
  'game_modes',
  {
    id: uuidPrimaryKey(),
    name: text('name').notNull().unique(),
    slug: text('slug').notNull().unique(),
    description: text('description').notNull().default(''),
    position: smallint('position').notNull().default(0),
    /** Raised by every tier save, so a save made from an older copy is refused, not merged. */
    version: integer('version').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index('game_modes_position_idx').on(t.position, t.name),
    check('game_modes_name_length', isBetween(sql`char_length(${t.name})`, 1, GAME_MODE_NAME_MAX_LENGTH)),
  ],
);

/** The tier rank of a tier name: 0 for S+ down to 5 for D, so tiers sort best-first. */
const tierRank = sql.raw(
  `case tier ${TIERS.map((tier, rank) => `when '${tier}' then ${rank}`).join(' ')} end`,
);

/** Where the editors place a hero in one mode; a hero with no row is not ranked there yet. */
export const heroTiers = pgTable(
  'hero_tiers',
  {
    modeId: uuid('mode_id')
      .notNull()
      .references(() => gameModes.id, { onDelete: 'cascade' }),
    heroId: heroRef(),
    tier: text('tier', { enum: TIERS }).notNull(),
    tierRank: smallint('tier_rank').notNull().generatedAlwaysAs(tierRank),
    /** Order within the tier, from 0. */
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.modeId, t.heroId] }),
    // A mode's list, and the collection's Tier sort, read the mode's heroes in tier order here.
    index('hero_tiers_mode_rank_idx').on(t.modeId, t.tierRank, t.position, t.heroId),
    index('hero_tiers_hero_idx').on(t.heroId),
    check('hero_tiers_tier_valid', isOneOf(t.tier, TIERS)),
  ],
);

/** What the editors changed in a mode's tiers, and when. */
export const tierListChanges = pgTable(
  'tier_list_changes',
  {
    id: uuidPrimaryKey(),
    modeId: uuid('mode_id')
      .notNull()
      .references(() => gameModes.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => profiles.id, { onDelete: 'set null' }),
    note: text('note').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('tier_list_changes_mode_created_idx').on(t.modeId, t.createdAt.desc()),
    index('tier_list_changes_author_idx').on(t.authorId),
    check(
      'tier_list_changes_note_length',
      isBetween(sql`char_length(${t.note})`, 1, TIER_CHANGE_NOTE_MAX_LENGTH),
    ),
  ],
);
