import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { bannerHeroes, heroes } from '../../db/schema/index.ts';

/** Each banner's featured heroes' names, in the editors' order, joined with commas. */
export async function findHeroBannersNames(db: DbOrTx, bannerIds: string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (bannerIds.length === 0) return names;
  const rows = await db
    .select({ bannerId: bannerHeroes.bannerId, name: heroes.name })
    .from(bannerHeroes)
    .innerJoin(heroes, eq(heroes.id, bannerHeroes.heroId))
    .where(inArray(bannerHeroes.bannerId, bannerIds))
    .orderBy(asc(bannerHeroes.position));
  for (const row of rows) {
    const before = names.get(row.bannerId);
    names.set(row.bannerId, before ? `${before}, ${row.name}` : row.name);
  }
  return names;
}
