import { BANNER_TYPES } from '@haven/shared/banners/constants';
import { RARITIES } from '@haven/shared/heroes/constants';
import { PITY_MAX, SUMMON_KINDS } from '@haven/shared/summons/constants';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { banners } from './banners.ts';
import { createdAt, editVersion, isBetween, isOneOf, updatedAt, uuidPrimaryKey } from './columns.ts';
import { heroes } from './heroes.ts';
import { memberRef } from './profiles.ts';

/** One logged summon of a member: a single or a ten, on a banner or a banner type. */
export const summonEntries = pgTable(
  'summon_entries',
  {
    id: uuidPrimaryKey(),
    userId: memberRef('user_id'),
    bannerId: uuid('banner_id').references(() => banners.id, { onDelete: 'set null' }),
    bannerType: text('banner_type', { enum: BANNER_TYPES }).notNull(),
    kind: text('kind', { enum: SUMMON_KINDS }).notNull(),
    summonedAt: timestamp('summoned_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // The history newest first, whole or by banner type or banner; pity reads a type in order.
    index('summon_entries_user_time_idx').on(t.userId, t.summonedAt.desc(), t.id.desc()),
    index('summon_entries_user_type_time_idx').on(t.userId, t.bannerType, t.summonedAt.desc(), t.id.desc()),
    index('summon_entries_user_banner_time_idx').on(t.userId, t.bannerId, t.summonedAt.desc()),
    index('summon_entries_banner_idx').on(t.bannerId),
    check('summon_entries_type_valid', isOneOf(t.bannerType, BANNER_TYPES)),
    check('summon_entries_kind_valid', isOneOf(t.kind, SUMMON_KINDS)),
  ],
);

/** The results of a summon in order; a result names its hero, or only a rarity ('Other'). */
export const summonResults = pgTable(
  'summon_results',
  {
    entryId: uuid('entry_id')
      .notNull()
      .references(() => summonEntries.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    heroId: uuid('hero_id').references(() => heroes.id, { onDelete: 'set null' }),
    rarity: text('rarity', { enum: RARITIES }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.position] }),
    // The rarity filter asks each entry for a result of one rarity.
    index('summon_results_entry_rarity_idx').on(t.entryId, t.rarity),
    index('summon_results_hero_idx').on(t.heroId),
    check('summon_results_position_range', isBetween(t.position, 1, 10)),
    check('summon_results_rarity_valid', isOneOf(t.rarity, RARITIES)),
  ],
);

/** The pity rule of each banner type, set by admins. */
export const pityRules = pgTable(
  'pity_rules',
  {
    bannerType: text('banner_type', { enum: BANNER_TYPES }).primaryKey(),
    softPity: smallint('soft_pity').notNull(),
    hardPity: smallint('hard_pity').notNull(),
    resetRarity: text('reset_rarity', { enum: RARITIES }).notNull(),
    version: editVersion(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('pity_rules_type_valid', isOneOf(t.bannerType, BANNER_TYPES)),
    check('pity_rules_rarity_valid', isOneOf(t.resetRarity, RARITIES)),
    check('pity_rules_soft_range', isBetween(t.softPity, 1, PITY_MAX)),
    check('pity_rules_hard_range', isBetween(t.hardPity, 1, PITY_MAX)),
    check('pity_rules_soft_before_hard', sql`${t.softPity} <= ${t.hardPity}`),
  ],
);

/** A member's summon log settings: whether their summons count in the community figures. */
export const summonSettings = pgTable(
  'summon_settings',
  {
    userId: memberRef('user_id').primaryKey(),
    shareFigures: boolean('share_figures').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [index('summon_settings_sharing_idx').on(t.userId).where(sql`${t.shareFigures}`)],
);

/**
 * The community figures' kept totals from shared logs, per banner type and rarity: every pull, the
 * pulls on entries logged against a banner, and the featured heroes among them. Each write of a
 * sharing member, a change of sharing and an account's deletion moves them in the same transaction,
 * so the statistics page reads 24 rows instead of every shared pull.
 */
export const summonFigureTotals = pgTable(
  'summon_figure_totals',
  {
    bannerType: text('banner_type', { enum: BANNER_TYPES }).notNull(),
    rarity: text('rarity', { enum: RARITIES }).notNull(),
    pulls: integer('pulls').notNull().default(0),
    bannerPulls: integer('banner_pulls').notNull().default(0),
    featured: integer('featured').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bannerType, t.rarity] })],
);
