import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { editVersion, updatedAt } from './columns.ts';
import { databaseEntries } from './game-database.ts';
import { heroes } from './heroes.ts';
import { officialContent } from './official-content.ts';
import { pageContent } from './pages.ts';

/**
 * One item's texts in one other language (decision 215): the translated fields as the shared
 * schema of its kind holds them (a blank field falls back to the English in the item), with an
 * edit version of its own, so editors of different languages never refuse each other's saves.
 * The language is checked by the shared schemas, so adding one needs no migration.
 */
function translationColumns(item: () => AnyPgColumn) {
  return {
    itemId: uuid('item_id').notNull().references(item, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull().default({}),
    version: editVersion(),
    updatedAt: updatedAt(),
  };
}

function translationTable(name: string, item: () => AnyPgColumn) {
  return pgTable(name, translationColumns(item), (t) => [primaryKey({ columns: [t.itemId, t.language] })]);
}

/**
 * A hero's description, skills, build notes and review in another language. Hero search looks in
 * its skill names and texts as it does in the English ones (heroes.search_text), with the same
 * trigram indexes; the database keeps the text in step with every save.
 */
export const heroTranslations = pgTable(
  'hero_translations',
  {
    ...translationColumns(() => heroes.id),
    /** What hero search looks in for this language: skill names, skill texts, lower-cased, one per line. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(jsonb_path_query_array(fields, '$.skills[*].name')::text || E'\\n' || jsonb_path_query_array(fields, '$.skills[*].description')::text)`,
      ),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.language] }),
    // A part of the skills (GIN), or the closest texts to a term (GiST), as on heroes.
    index('hero_translations_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('hero_translations_search_text_gist_idx').using('gist', sql`${t.searchText} gist_trgm_ops`),
  ],
);
/** A game database entry's name, summary and description in another language. */
export const databaseEntryTranslations = translationTable(
  'database_entry_translations',
  () => databaseEntries.id,
);
/** A news post's, event's or maintenance notice's title, description and content in another language. */
export const officialContentTranslations = translationTable(
  'official_content_translations',
  () => officialContent.id,
);
/** An about page's title and content in another language. */
export const pageTranslations = translationTable('page_translations', () => pageContent.id);

export type TranslationTable = ReturnType<typeof translationTable>;
