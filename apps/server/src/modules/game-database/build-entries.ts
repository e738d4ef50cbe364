import { DATABASE_PICKER_LIMIT } from '@haven/shared/game-database/constants';
import type { DatabasePickerQuerySchema } from '@haven/shared/game-database/schemas';
import { BUILD_CATEGORIES } from '@haven/shared/heroes/constants';
import type { BuildEntry } from '@haven/shared/heroes/schemas';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { databaseEntries, heroBuildEntries, skillUpgradeCosts } from '../../db/schema/index.ts';
import { containsPattern } from './search-text.ts';

type PickerFilters = z.output<typeof DatabasePickerQuerySchema>;

const e = databaseEntries;

/** Entries a recommended build (or, asked for items, an upgrade cost) may name: the build categories, by name, searched on name, summary and tags. */
export async function findPickerEntries(db: DbOrTx, filters: PickerFilters): Promise<BuildEntry[]> {
  const conditions: SQL[] = [
    filters.category ? eq(e.category, filters.category) : inArray(e.category, [...BUILD_CATEGORIES]),
  ];
  if (filters.search) conditions.push(sql`${e.searchText} like ${containsPattern(filters.search)}`);
  return db
    .select({
      id: e.id,
      category: e.category,
      slug: e.slug,
      name: e.name,
      imageUrl: e.imageUrl,
      rarity: e.rarity,
    })
    .from(e)
    .where(and(...conditions))
    .orderBy(asc(sql`lower(${e.name})`), asc(e.id))
    .limit(DATABASE_PICKER_LIMIT);
}

/**
 * True when some hero's recommended build or skill upgrade costs name this entry, so hero pages
 * show its name and image.
 */
export async function isNamedInBuilds(db: DbOrTx, entryId: string): Promise<boolean> {
  const [[build], [cost]] = await Promise.all([
    db
      .select({ heroId: heroBuildEntries.heroId })
      .from(heroBuildEntries)
      .where(eq(heroBuildEntries.entryId, entryId))
      .limit(1),
    db
      .select({ heroId: skillUpgradeCosts.heroId })
      .from(skillUpgradeCosts)
      .where(eq(skillUpgradeCosts.entryId, entryId))
      .limit(1),
  ]);
  return build !== undefined || cost !== undefined;
}
