import { TRANSLATION_LANGUAGES } from '@haven/shared/i18n/translations';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  databaseEntries,
  databaseEntryTranslations,
  officialContent,
  officialContentTranslations,
  pageContent,
  pageTranslations,
  type TranslationTable,
} from '../schema/index.ts';
import { ENTRY_TEXTS, PAGE_TEXTS, POST_TEXTS } from './content/content-translations.ts';

type Texts = Record<string, Record<string, string | undefined>>;

/** Each language's texts of the items `ids` names (by the key the texts use), as translation rows. */
function rowsOf(texts: Record<string, Texts>, ids: Map<string, string>) {
  return TRANSLATION_LANGUAGES.flatMap((language) =>
    Object.entries(texts[language] ?? {}).flatMap(([key, fields]) => {
      const itemId = ids.get(key);
      return itemId ? [{ itemId, language, fields, version: 1 }] : [];
    }),
  );
}

/** Writes the seed's texts over the seeded ones; fields an admin translated that the seed lacks are kept. */
async function upsert(db: Db, table: TranslationTable, rows: ReturnType<typeof rowsOf>): Promise<number> {
  if (rows.length === 0) return 0;
  await db
    .insert(table)
    .values(rows)
    .onConflictDoUpdate({
      target: [table.itemId, table.language],
      set: { fields: sql`${table.fields} || excluded.fields`, updatedAt: sql`now()` },
    });
  return rows.length;
}

/**
 * The about pages, a set of game database entries and the latest news in every other language.
 * Runs once the pages, entries and posts exist.
 */
export async function seedContentTranslations(db: Db): Promise<number> {
  const pages = await db
    .select({ id: pageContent.id, key: pageContent.slug })
    .from(pageContent)
    .where(inArray(pageContent.slug, Object.keys(PAGE_TEXTS.es)));
  const entryNames = [
    ...new Set(TRANSLATION_LANGUAGES.flatMap((language) => Object.keys(ENTRY_TEXTS[language]))),
  ];
  const entries = await db
    .select({ id: databaseEntries.id, key: databaseEntries.name })
    .from(databaseEntries)
    .where(inArray(databaseEntries.name, entryNames));
  const titles = [...new Set(TRANSLATION_LANGUAGES.flatMap((language) => Object.keys(POST_TEXTS[language])))];
  const posts = await db
    .select({ id: officialContent.id, key: officialContent.title })
    .from(officialContent)
    .where(inArray(officialContent.title, titles));
  const byKey = (rows: { id: string; key: string }[]) => new Map(rows.map((row) => [row.key, row.id]));
  return (
    (await upsert(db, pageTranslations, rowsOf(PAGE_TEXTS, byKey(pages)))) +
    (await upsert(db, databaseEntryTranslations, rowsOf(ENTRY_TEXTS, byKey(entries)))) +
    (await upsert(db, officialContentTranslations, rowsOf(POST_TEXTS, byKey(posts))))
  );
}
