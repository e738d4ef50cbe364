import {
  DATABASE_CATEGORY_SLUGS,
  DATABASE_PAGE_SIZE,
  type DatabaseCategory,
} from '@haven/shared/game-database/constants';
import { DATABASE_MESSAGES } from '@haven/shared/game-database/messages';
import type {
  AdminDatabaseListQuerySchema,
  AdminDatabaseListResponse,
  DatabaseEntryCard,
  DatabaseEntryDetail,
  DatabaseListQuerySchema,
  DatabaseListResponse,
} from '@haven/shared/game-database/schemas';
import {
  DATABASE_ENTRY_TRANSLATED,
  type DatabaseEntryTranslationFields,
} from '@haven/shared/game-database/translations';
import { DEFAULT_LANGUAGE, type Language } from '@haven/shared/i18n/languages';
import { translateTexts } from '@haven/shared/i18n/translations';
import { and, arrayContains, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import {
  databaseEntries,
  databaseEntryHeroes,
  databaseEntryTranslations,
  heroes,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { findPage } from '../../lib/paginate.ts';
import { findTranslationFields, findTranslationFieldsOf } from '../../lib/translations.ts';
import { heroPickerColumns } from '../heroes/hero-card.ts';
import { containsPattern } from './search-text.ts';

type ListFilters = z.output<typeof DatabaseListQuerySchema>;
type AdminListFilters = z.output<typeof AdminDatabaseListQuerySchema>;

/** Entries per page of the admin table. */
export const ADMIN_DATABASE_PAGE_SIZE = 20;

/** The most entries a hero's page lists. */
export const HERO_DATABASE_ENTRIES_MAX = 60;

const e = databaseEntries;

/** Columns every entry card needs. */
const cardColumns = {
  id: e.id,
  category: e.category,
  name: e.name,
  slug: e.slug,
  summary: e.summary,
  imageUrl: e.imageUrl,
  rarity: e.rarity,
  tags: e.tags,
};

type CardRow = Omit<DatabaseEntryCard, 'category' | 'untranslated'> & { category: string };

/** The category column holds one of the known slugs (a check constraint keeps it so). */
function toCard(row: CardRow): DatabaseEntryCard {
  return { ...row, category: row.category as DatabaseCategory, untranslated: [] };
}

const CARD_TRANSLATED = ['name', 'summary'] as const;

/** Cards with their name and summary in `language`, English field by field where not translated. */
async function translateCards(
  db: DbOrTx,
  cards: DatabaseEntryCard[],
  language: Language,
): Promise<DatabaseEntryCard[]> {
  if (language === DEFAULT_LANGUAGE) return cards;
  const translations = await findTranslationFieldsOf<DatabaseEntryTranslationFields>(
    db,
    databaseEntryTranslations,
    cards.map((card) => card.id),
    language,
  );
  return cards.map((card) => translateTexts(card, CARD_TRANSLATED, language, translations.get(card.id)));
}

const lowerName = sql`lower(${e.name})`;

/** Substring search on name, summary and tags, served by the trigram index on search_text. */
function searchCondition(search: string): SQL {
  return sql`${e.searchText} like ${containsPattern(search)}`;
}

/**
 * One page of a category, filtered by search, rarity and tag, by name or best rarity first, with
 * every tag in use in the category for the tag filter. The tags are the same for every page and
 * search of a category, so the caller may pass them from a cache instead of reading them again.
 */
export async function findDatabaseEntries(
  db: DbOrTx,
  category: DatabaseCategory,
  filters: ListFilters,
  allTags: () => Promise<string[]> = () => findCategoryTags(db, category),
): Promise<DatabaseListResponse> {
  const conditions: SQL[] = [eq(e.category, category)];
  if (filters.search) conditions.push(searchCondition(filters.search));
  if (filters.rarity) conditions.push(eq(e.rarity, filters.rarity));
  // Containment (not overlap) so the GIN index on tags answers an exact tag.
  if (filters.tag) conditions.push(arrayContains(e.tags, [filters.tag]));
  const where = and(...conditions);
  // Both orders end on the id so rows with equal names keep one order across pages.
  // 'nulls last' as the rarity index is declared (the column has no nulls), so the index gives the order.
  const order =
    filters.sort === 'rarity'
      ? [sql`${e.rarityRank} desc nulls last`, asc(lowerName), asc(e.id)]
      : [asc(lowerName), asc(e.id)];
  const [found, tags] = await Promise.all([
    findPage({
      page: filters.page,
      pageSize: DATABASE_PAGE_SIZE,
      count: db.select({ total: count() }).from(e).where(where),
      rows: (limit, offset) =>
        db
          .select(cardColumns)
          .from(e)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
    }),
    allTags(),
  ]);
  const items = await translateCards(db, found.items.map(toCard), filters.lang);
  return { ...found, items, allTags: tags };
}

/** Every tag in use in a category, once each, in case-insensitive order (whatever the database's collation). */
export async function findCategoryTags(db: DbOrTx, category: DatabaseCategory): Promise<string[]> {
  const tagRows = db.$with('tag_rows').as(
    db
      .select({ tag: sql<string>`unnest(${e.tags})`.as('tag') })
      .from(e)
      .where(eq(e.category, category)),
  );
  const rows = await db
    .with(tagRows)
    .select({ tag: tagRows.tag })
    .from(tagRows)
    .groupBy(tagRows.tag)
    .orderBy(sql`lower(${tagRows.tag})`, asc(tagRows.tag));
  return rows.map((row) => row.tag);
}

/**
 * One entry with its related heroes in the admin's order and its neighbours by name within the
 * category, or null. Found by category and slug (public page) or by id (admin editor); each part
 * is one query, the neighbours walking the (category, lower(name), id) index from the entry.
 * Its texts and its neighbours' names are in `language`, English where not translated.
 */
export async function findDatabaseEntry(
  db: DbOrTx,
  key: { category: DatabaseCategory; slug: string } | { id: string },
  language: Language = DEFAULT_LANGUAGE,
): Promise<DatabaseEntryDetail | null> {
  const match = 'id' in key ? eq(e.id, key.id) : and(eq(e.category, key.category), eq(e.slug, key.slug));
  const [row] = await db
    .select({
      ...cardColumns,
      description: e.description,
      attributes: e.attributes,
      createdAt: e.createdAt,
      updatedAt: e.updatedAt,
      version: e.version,
      sortName: sql<string>`lower(${e.name})`,
    })
    .from(e)
    .where(match);
  if (!row) return null;
  const neighbour = { id: e.id, slug: e.slug, name: e.name };
  const here = sql`(${row.category}::text, ${row.sortName}::text, ${row.id}::uuid)`;
  const [relatedHeroes, [previous], [next], translation] = await Promise.all([
    db
      .select({ ...heroPickerColumns, class: heroes.class })
      .from(databaseEntryHeroes)
      .innerJoin(heroes, eq(heroes.id, databaseEntryHeroes.heroId))
      .where(eq(databaseEntryHeroes.entryId, row.id))
      .orderBy(asc(databaseEntryHeroes.position)),
    db
      .select(neighbour)
      .from(e)
      .where(and(eq(e.category, row.category), sql`(${e.category}, lower(${e.name}), ${e.id}) < ${here}`))
      .orderBy(desc(e.category), desc(lowerName), desc(e.id))
      .limit(1),
    db
      .select(neighbour)
      .from(e)
      .where(and(eq(e.category, row.category), sql`(${e.category}, lower(${e.name}), ${e.id}) > ${here}`))
      .orderBy(asc(e.category), asc(lowerName), asc(e.id))
      .limit(1),
    findTranslationFields<DatabaseEntryTranslationFields>(db, databaseEntryTranslations, row.id, language),
  ]);
  const { sortName: _sortName, createdAt, updatedAt, version, ...entry } = row;
  const english = {
    ...toCard(entry),
    description: entry.description,
    attributes: entry.attributes,
    relatedHeroes,
    previous: await translateNeighbour(db, previous, language),
    next: await translateNeighbour(db, next, language),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    version,
  };
  return translateTexts(english, DATABASE_ENTRY_TRANSLATED, language, translation);
}

/** A neighbour's slug and name, the name in `language` where translated. */
async function translateNeighbour(
  db: DbOrTx,
  neighbour: { id: string; slug: string; name: string } | undefined,
  language: Language,
): Promise<{ slug: string; name: string } | null> {
  if (!neighbour) return null;
  const translated = await findTranslationFields<DatabaseEntryTranslationFields>(
    db,
    databaseEntryTranslations,
    neighbour.id,
    language,
  );
  return { slug: neighbour.slug, name: translated?.name?.trim() || neighbour.name };
}

/** The categories in menu order, for sorting entries by category the way the menu lists them. */
const CATEGORY_ORDER = sql.raw(`array[${DATABASE_CATEGORY_SLUGS.map((c) => `'${c}'`).join(',')}]::text[]`);

/** The entries that name a hero, by category in menu order, then by name, in `language`. */
export async function findHeroDatabaseEntries(
  db: DbOrTx,
  heroId: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<DatabaseEntryCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(databaseEntryHeroes)
    .innerJoin(e, eq(e.id, databaseEntryHeroes.entryId))
    .where(eq(databaseEntryHeroes.heroId, heroId))
    .orderBy(sql`array_position(${CATEGORY_ORDER}, ${e.category})`, asc(lowerName), asc(e.id))
    .limit(HERO_DATABASE_ENTRIES_MAX);
  return translateCards(db, rows.map(toCard), language);
}

/** The admin table: every category or one, optionally searched, most recently changed first. */
export async function findAdminDatabaseEntries(
  db: DbOrTx,
  filters: AdminListFilters,
): Promise<AdminDatabaseListResponse> {
  const conditions: SQL[] = [];
  if (filters.category) conditions.push(eq(e.category, filters.category));
  if (filters.search) conditions.push(searchCondition(filters.search));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const found = await findPage({
    page: filters.page,
    pageSize: ADMIN_DATABASE_PAGE_SIZE,
    count: db.select({ total: count() }).from(e).where(where),
    rows: (limit, offset) =>
      db
        .select({ ...cardColumns, updatedAt: e.updatedAt })
        .from(e)
        .where(where)
        .orderBy(desc(e.updatedAt), desc(e.id))
        .limit(limit)
        .offset(offset),
  });
  return {
    ...found,
    items: found.items.map(({ updatedAt, ...card }) => ({
      ...toCard(card),
      updatedAt: updatedAt.toISOString(),
    })),
  };
}

/** Refuses with 404 when no entry has this id. */
export async function assertDatabaseEntryExists(db: DbOrTx, entryId: string): Promise<void> {
  const [row] = await db.select({ id: e.id }).from(e).where(eq(e.id, entryId)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', DATABASE_MESSAGES.entryNotFound);
}
