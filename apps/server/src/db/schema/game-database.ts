import { DATABASE_CATEGORY_SLUGS } from '@haven/shared/game-database/constants';
import { RARITIES } from '@haven/shared/heroes/constants';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { editVersion, isOneOf, rarityRank, timestamps, uuidPrimaryKey } from './columns.ts';
import { heroes } from './heroes.ts';

export type DatabaseAttribute = { label: string; value: string };

/** One entry of the game database: a relic, a pet, a quest… in one of the twelve categories. */
export const databaseEntries = pgTable(
  'database_entries',
  {
    id: uuidPrimaryKey(),
    category: text('category').notNull(),
    name: text('name').notNull(),
    /** From the name; unique within the category only (a gem and a relic may share a name). */
    slug: text('slug').notNull(),
    summary: text('summary').notNull().default(''),
    /** Sanitised HTML. */
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    rarity: text('rarity', { enum: RARITIES }),
    /** 5 for LR down to 0 for R, -1 without a rarity, so rarity order uses an index. */
    rarityRank: smallint('rarity_rank').notNull().generatedAlwaysAs(rarityRank(-1)),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    attributes: jsonb('attributes').$type<DatabaseAttribute[]>().notNull().default([]),
    /**
     * Name, summary and tags lower-cased and joined by line breaks, written with every save:
     * joining an array is not immutable in PostgreSQL, so this cannot be a generated column,
     * and the search's trigram index needs one text.
     */
    searchText: text('search_text').notNull().default(''),
    version: editVersion(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('database_entries_category_slug_uq').on(t.category, t.slug),
    // A category's pages in name order, and previous / next on an entry page.
    index('database_entries_category_name_idx').on(t.category, sql`lower(${t.name})`, t.id),
    index('database_entries_category_rarity_idx').on(
      t.category,
      t.rarityRank.desc(),
      sql`lower(${t.name})`,
      t.id,
    ),
    // The admin table, most recently changed first (read backwards).
    index('database_entries_updated_idx').on(t.updatedAt, t.id),
    index('database_entries_tags_gin_idx').using('gin', t.tags),
    index('database_entries_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('database_entries_category_valid', isOneOf(t.category, DATABASE_CATEGORY_SLUGS)),
    check('database_entries_rarity_valid', sql`${t.rarity} is null or ${isOneOf(t.rarity, RARITIES)}`),
  ],
);

/** The heroes an entry names, in the order the admin chose them. */
export const databaseEntryHeroes = pgTable(
  'database_entry_heroes',
  {
    entryId: uuid('entry_id')
      .notNull()
      .references(() => databaseEntries.id, { onDelete: 'cascade' }),
    heroId: uuid('hero_id')
      .notNull()
      .references(() => heroes.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.heroId] }),
    // A hero page lists the entries that name it.
    index('database_entry_heroes_hero_idx').on(t.heroId),
  ],
);
