import { slugifyName } from '@haven/shared/common/slug';
import { DATABASE_CATEGORIES } from '@haven/shared/game-database/constants';
import { inArray } from 'drizzle-orm';
import { databaseSearchText } from '../../modules/game-database/search-text.ts';
import type { Db } from '../client.ts';
import { databaseEntries, databaseEntryHeroes, heroes } from '../schema/index.ts';
import { databaseEmblemSvg, EMBLEM_SIZE } from './art/database-emblem.ts';
import { DATABASE_ENTRY_SEEDS } from './content/game-database/index.ts';
import { prepareSvg, storeMediaBatch } from './media-batch.ts';
import type { GroupResult } from './upsert.ts';

/** Every demo entry with its category, in menu order. */
export function demoDatabaseEntries() {
  return DATABASE_CATEGORIES.flatMap((category) =>
    DATABASE_ENTRY_SEEDS[category.slug].map((entry) => ({ category, entry })),
  );
}

/**
 * Creates the demo game database entries that are missing, each with a generated image and its
 * related heroes (a hero that does not exist is skipped). Entries already there are left alone:
 * admins curate them, and a second run must neither duplicate nor undo their edits.
 *
 * The rows are those the admin editor would store: the slug from the name, the search text from
 * the same function, and descriptions the sanitiser leaves unchanged (the seed test holds them
 * to it). They go in as a few multi-row statements rather than one save per entry, which keeps a
 * fresh start quick.
 */
export async function seedGameDatabase(db: Db): Promise<GroupResult> {
  const all = demoDatabaseEntries();
  const slugs = [...new Set(all.map(({ entry }) => slugifyName(entry.name)))];
  const present = new Set(
    (
      await db
        .select({ category: databaseEntries.category, slug: databaseEntries.slug })
        .from(databaseEntries)
        .where(inArray(databaseEntries.slug, slugs))
    ).map((row) => `${row.category}/${row.slug}`),
  );
  const missing = all.filter(
    ({ category, entry }) => !present.has(`${category.slug}/${slugifyName(entry.name)}`),
  );
  if (missing.length === 0) return { rows: all.length, media: 0 };

  const heroSlugs = [...new Set(missing.flatMap(({ entry }) => entry.heroes))];
  const heroIdBySlug = new Map(
    heroSlugs.length
      ? (
          await db
            .select({ id: heroes.id, slug: heroes.slug })
            .from(heroes)
            .where(inArray(heroes.slug, heroSlugs))
        ).map((row) => [row.slug, row.id])
      : [],
  );

  const rows = missing.map(({ category, entry }) => {
    const image = prepareSvg(
      databaseEmblemSvg({
        category: category.slug,
        name: entry.name,
        rarity: entry.rarity ?? null,
        singular: category.singular,
        attributes: entry.attributes,
        tags: entry.tags,
      }),
      EMBLEM_SIZE,
      EMBLEM_SIZE,
    );
    const slug = slugifyName(entry.name);
    return {
      image,
      key: `${category.slug}/${slug}`,
      heroIds: [...new Set(entry.heroes.flatMap((heroSlug) => heroIdBySlug.get(heroSlug) ?? []))],
      values: {
        category: category.slug,
        name: entry.name,
        slug,
        summary: entry.summary,
        description: entry.description,
        imageUrl: image.url,
        rarity: entry.rarity ?? null,
        tags: entry.tags,
        attributes: entry.attributes.map(([label, value]) => ({ label, value })),
        searchText: databaseSearchText(entry),
      },
    };
  });

  const media = await db.transaction(async (tx) => {
    const count = await storeMediaBatch(
      tx,
      rows.map((row) => row.image),
    );
    // An entry an admin created meanwhile under the same name wins; it keeps its own heroes.
    const inserted = await tx
      .insert(databaseEntries)
      .values(rows.map((row) => row.values))
      .onConflictDoNothing({ target: [databaseEntries.category, databaseEntries.slug] })
      .returning({ id: databaseEntries.id, category: databaseEntries.category, slug: databaseEntries.slug });
    const idByKey = new Map(inserted.map((row) => [`${row.category}/${row.slug}`, row.id]));
    const links = rows.flatMap((row) => {
      const entryId = idByKey.get(row.key);
      return entryId ? row.heroIds.map((heroId, position) => ({ entryId, heroId, position })) : [];
    });
    if (links.length) await tx.insert(databaseEntryHeroes).values(links).onConflictDoNothing();
    return count;
  });
  return { rows: all.length, media };
}
