import { type AnyPgColumn, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
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
function translationTable(name: string, item: () => AnyPgColumn) {
  return pgTable(
    name,
    {
      itemId: uuid('item_id').notNull().references(item, { onDelete: 'cascade' }),
      language: text('language').notNull(),
      fields: jsonb('fields').$type<Record<string, unknown>>().notNull().default({}),
      version: editVersion(),
      updatedAt: updatedAt(),
    },
    (t) => [primaryKey({ columns: [t.itemId, t.language] })],
  );
}

/** A hero's description, skills, build notes and review in another language. */
export const heroTranslations = translationTable('hero_translations', () => heroes.id);
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

export type TranslationTable = typeof heroTranslations;
