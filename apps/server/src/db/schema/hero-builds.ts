import {
  BUILD_ENTRY_NOTE_MAX_LENGTH,
  HERO_BUILD_MAX_ENTRIES,
  HERO_TEAMMATES_MAX,
} from '@haven/shared/heroes/constants';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { isBetween } from './columns.ts';
import { databaseEntries } from './game-database.ts';
import { heroRef } from './heroes.ts';

/** A hero's recommended build: game database entries in the order shown, each with a note. */
export const heroBuildEntries = pgTable(
  'hero_build_entries',
  {
    heroId: heroRef(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => databaseEntries.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    note: text('note').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.heroId, t.position] }),
    uniqueIndex('hero_build_entries_hero_entry_uq').on(t.heroId, t.entryId),
    // An entry's page and its deletion find the builds that name it.
    index('hero_build_entries_entry_idx').on(t.entryId),
    check('hero_build_entries_position_range', isBetween(t.position, 1, HERO_BUILD_MAX_ENTRIES)),
    check(
      'hero_build_entries_note_length',
      sql`char_length(${t.note}) <= ${sql.raw(String(BUILD_ENTRY_NOTE_MAX_LENGTH))}`,
    ),
  ],
);

/** The heroes a hero plays best beside, in the order chosen. */
export const heroTeammates = pgTable(
  'hero_teammates',
  {
    heroId: heroRef(),
    teammateId: heroRef('teammate_id'),
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.heroId, t.position] }),
    uniqueIndex('hero_teammates_hero_teammate_uq').on(t.heroId, t.teammateId),
    index('hero_teammates_teammate_idx').on(t.teammateId),
    check('hero_teammates_position_range', isBetween(t.position, 1, HERO_TEAMMATES_MAX)),
    check('hero_teammates_not_self', sql`${t.heroId} <> ${t.teammateId}`),
  ],
);
