import {
  GAME_MODE_NAME_MAX_LENGTH,
  TIER_CHANGE_NOTE_MAX_LENGTH,
  TIER_REASON_MAX_LENGTH,
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
    /** The editors' reason for this place; empty when none is written. */
    reason: text('reason').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.modeId, t.heroId] }),
    // A mode's list, and the collection's Tier sort, read the mode's heroes in tier order here.
    index('hero_tiers_mode_rank_idx').on(t.modeId, t.tierRank, t.position, t.heroId),
    index('hero_tiers_hero_idx').on(t.heroId),
    check('hero_tiers_tier_valid', isOneOf(t.tier, TIERS)),
    check('hero_tiers_reason_length', isBetween(sql`char_length(${t.reason})`, 0, TIER_REASON_MAX_LENGTH)),
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

/**
 * A hero's move in one mode, written by the tier save that made it: the tier before and after
 * (null: not ranked), with that save's change note.
 */
export const tierHistory = pgTable(
  'tier_history',
  {
    id: uuidPrimaryKey(),
    modeId: uuid('mode_id')
      .notNull()
      .references(() => gameModes.id, { onDelete: 'cascade' }),
    heroId: heroRef(),
    changeId: uuid('change_id')
      .notNull()
      .references(() => tierListChanges.id, { onDelete: 'cascade' }),
    fromTier: text('from_tier', { enum: TIERS }),
    toTier: text('to_tier', { enum: TIERS }),
    createdAt: createdAt(),
  },
  (t) => [
    // A hero page's history per mode, and the list's latest move per hero, newest first.
    index('tier_history_hero_mode_created_idx').on(t.heroId, t.modeId, t.createdAt.desc()),
    index('tier_history_mode_created_idx').on(t.modeId, t.createdAt.desc()),
    index('tier_history_change_idx').on(t.changeId),
    check('tier_history_from_valid', sql`${t.fromTier} is null or ${isOneOf(t.fromTier, TIERS)}`),
    check('tier_history_to_valid', sql`${t.toTier} is null or ${isOneOf(t.toTier, TIERS)}`),
    check('tier_history_is_move', sql`${t.fromTier} is distinct from ${t.toTier}`),
  ],
);
