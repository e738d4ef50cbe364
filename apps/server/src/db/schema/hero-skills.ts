import {
  SKILL_COST_QUANTITY_MAX,
  SKILL_LEVEL_VALUE_MAX_LENGTH,
  SKILL_LEVELS_MAX,
  SKILL_UPGRADE_NOTE_MAX_LENGTH,
  SKILL_UPGRADE_RANK_MAX,
} from '@haven/shared/heroes/skill-depth';
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { isBetween } from './columns.ts';
import { databaseEntries } from './game-database.ts';
import { heroRef } from './heroes.ts';

/** One level of a hero's skill (the skill by its position in the hero's skills, from 0) and its effect. */
export const skillLevels = pgTable(
  'skill_levels',
  {
    heroId: heroRef(),
    skillPosition: smallint('skill_position').notNull(),
    level: smallint('level').notNull(),
    value: text('value').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.heroId, t.skillPosition, t.level] }),
    check('skill_levels_position_range', isBetween(t.skillPosition, 0, SKILL_UPGRADE_RANK_MAX - 1)),
    check('skill_levels_level_range', isBetween(t.level, 1, SKILL_LEVELS_MAX)),
    check(
      'skill_levels_value_length',
      isBetween(sql`char_length(${t.value})`, 1, SKILL_LEVEL_VALUE_MAX_LENGTH),
    ),
  ],
);

/** What reaching a skill level costs: game database items and how many of each (level 1: the unlock). */
export const skillUpgradeCosts = pgTable(
  'skill_upgrade_costs',
  {
    heroId: uuid('hero_id').notNull(),
    skillPosition: smallint('skill_position').notNull(),
    level: smallint('level').notNull(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => databaseEntries.id, { onDelete: 'cascade' }),
    /** Its place among the level's costs, from 1. */
    position: smallint('position').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.heroId, t.skillPosition, t.level, t.entryId] }),
    foreignKey({
      name: 'skill_upgrade_costs_level_fk',
      columns: [t.heroId, t.skillPosition, t.level],
      foreignColumns: [skillLevels.heroId, skillLevels.skillPosition, skillLevels.level],
    }).onDelete('cascade'),
    // An entry's edit finds the hero pages that show it as a cost.
    index('skill_upgrade_costs_entry_idx').on(t.entryId),
    check('skill_upgrade_costs_quantity_range', isBetween(t.quantity, 1, SKILL_COST_QUANTITY_MAX)),
    check('skill_upgrade_costs_position_positive', sql`${t.position} >= 1`),
  ],
);

/** The order to raise a hero's skills (positions, first to raise first) and why. */
export const heroSkillOrder = pgTable(
  'hero_skill_order',
  {
    heroId: heroRef().primaryKey(),
    skillPositions: smallint('skill_positions').array().notNull().default(sql`'{}'::smallint[]`),
    note: text('note').notNull().default(''),
  },
  (t) => [
    check(
      'hero_skill_order_size',
      sql`coalesce(array_length(${t.skillPositions}, 1), 0) <= ${sql.raw(String(SKILL_UPGRADE_RANK_MAX))}`,
    ),
    check(
      'hero_skill_order_note_length',
      sql`char_length(${t.note}) <= ${sql.raw(String(SKILL_UPGRADE_NOTE_MAX_LENGTH))}`,
    ),
  ],
);
