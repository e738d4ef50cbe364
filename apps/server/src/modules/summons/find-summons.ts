import { BANNER_TYPES, type BannerType } from '@haven/shared/banners/constants';
import { RARITIES, type Rarity } from '@haven/shared/heroes/constants';
import {
  DEFAULT_PITY_RULES,
  SUMMON_BANNER_CHOICES,
  SUMMON_HISTORY_PAGE_SIZE,
} from '@haven/shared/summons/constants';
import { countPity, resetsPity } from '@haven/shared/summons/rules';
import type {
  PityCount,
  PityRule,
  SummonEntry,
  SummonHistory,
  SummonSettings,
} from '@haven/shared/summons/schemas';
import { and, asc, count, desc, eq, exists, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  banners,
  heroes,
  pityRules,
  summonEntries,
  summonResults,
  summonSettings,
} from '../../db/schema/index.ts';
import { findPage } from '../../lib/paginate.ts';

type HistoryFilters = {
  type?: BannerType | undefined;
  banner?: string | undefined;
  rarity?: Rarity | undefined;
};

/** The member's entries matching the filters: each one on an index of summon_entries, the rarity by each entry's results. */
function historyWhere(userId: string, filters: HistoryFilters): SQL | undefined {
  return and(
    eq(summonEntries.userId, userId),
    filters.type ? eq(summonEntries.bannerType, filters.type) : undefined,
    filters.banner ? eq(summonEntries.bannerId, filters.banner) : undefined,
    filters.rarity
      ? exists(
          sql`(select 1 from ${summonResults} where ${summonResults.entryId} = ${summonEntries.id} and ${summonResults.rarity} = ${filters.rarity})`,
        )
      : undefined,
  );
}

/** Entries with their banners and results, in the order of `ids`. */
export async function findEntriesByIds(db: DbOrTx, ids: string[]): Promise<SummonEntry[]> {
  if (ids.length === 0) return [];
  const [entries, results] = await Promise.all([
    db
      .select({
        id: summonEntries.id,
        bannerType: summonEntries.bannerType,
        kind: summonEntries.kind,
        summonedAt: summonEntries.summonedAt,
        bannerId: banners.id,
        bannerName: banners.name,
        bannerSlug: banners.slug,
      })
      .from(summonEntries)
      .leftJoin(banners, eq(banners.id, summonEntries.bannerId))
      .where(inArray(summonEntries.id, ids)),
    db
      .select({
        entryId: summonResults.entryId,
        position: summonResults.position,
        rarity: summonResults.rarity,
        heroId: heroes.id,
        name: heroes.name,
        slug: heroes.slug,
        heroRarity: heroes.rarity,
        imageUrl: heroes.imageUrl,
      })
      .from(summonResults)
      .leftJoin(heroes, eq(heroes.id, summonResults.heroId))
      .where(inArray(summonResults.entryId, ids))
      .orderBy(asc(summonResults.entryId), asc(summonResults.position)),
  ]);
  const byId = new Map(entries.map((e) => [e.id, e]));
  return ids.flatMap((id) => {
    const e = byId.get(id);
    if (!e) return [];
    return [
      {
        id: e.id,
        banner:
          e.bannerId && e.bannerName && e.bannerSlug
            ? { id: e.bannerId, name: e.bannerName, slug: e.bannerSlug }
            : null,
        bannerType: e.bannerType,
        kind: e.kind,
        summonedAt: e.summonedAt.toISOString(),
        results: results
          .filter((r) => r.entryId === id)
          .map((r) => ({
            position: r.position,
            rarity: r.rarity,
            hero:
              r.heroId && r.name && r.slug && r.heroRarity
                ? { id: r.heroId, name: r.name, slug: r.slug, rarity: r.heroRarity, imageUrl: r.imageUrl }
                : null,
          })),
      },
    ];
  });
}

/** One page of the member's summon history, newest first, and the banners they logged summons on. */
export async function findSummonHistory(
  db: DbOrTx,
  userId: string,
  query: HistoryFilters & { page: number },
): Promise<SummonHistory> {
  const where = historyWhere(userId, query);
  const [page, loggedBanners] = await Promise.all([
    findPage({
      page: query.page,
      pageSize: SUMMON_HISTORY_PAGE_SIZE,
      count: db.select({ total: count() }).from(summonEntries).where(where),
      rows: (limit, offset) =>
        db
          .select({ id: summonEntries.id })
          .from(summonEntries)
          .where(where)
          .orderBy(desc(summonEntries.summonedAt), desc(summonEntries.id))
          .limit(limit)
          .offset(offset),
    }),
    db
      .selectDistinct({ id: banners.id, name: banners.name, slug: banners.slug, startsAt: banners.startsAt })
      .from(summonEntries)
      .innerJoin(banners, eq(banners.id, summonEntries.bannerId))
      .where(eq(summonEntries.userId, userId))
      .orderBy(desc(banners.startsAt)),
  ]);
  const items = await findEntriesByIds(
    db,
    page.items.map((row) => row.id),
  );
  return { ...page, items, banners: loggedBanners.map(({ id, name, slug }) => ({ id, name, slug })) };
}

/** Every banner type's pity rule: the admins' where set, else the seeded default. */
export async function findPityRules(db: DbOrTx): Promise<PityRule[]> {
  const rows = await db.select().from(pityRules);
  return BANNER_TYPES.map((bannerType) => {
    const row = rows.find((r) => r.bannerType === bannerType);
    const rule = row ?? DEFAULT_PITY_RULES[bannerType];
    return { bannerType, softPity: rule.softPity, hardPity: rule.hardPity, resetRarity: rule.resetRarity };
  });
}

/**
 * The member's pity count per banner type: the entry that last reset pity is found on the
 * member's type index, and only the results from it on are read and counted by the shared rule.
 */
export async function findPityCounts(db: DbOrTx, userId: string): Promise<PityCount[]> {
  const rules = await findPityRules(db);
  return Promise.all(
    rules.map(async (rule) => {
      const [lastReset] = await db
        .select({ summonedAt: summonEntries.summonedAt, id: summonEntries.id })
        .from(summonEntries)
        .where(
          and(
            eq(summonEntries.userId, userId),
            eq(summonEntries.bannerType, rule.bannerType),
            sql`exists (select 1 from ${summonResults} where ${summonResults.entryId} = ${summonEntries.id} and ${inArray(
              summonResults.rarity,
              RARITIES.filter((r) => resetsPity(r, rule.resetRarity)),
            )})`,
          ),
        )
        .orderBy(desc(summonEntries.summonedAt), desc(summonEntries.id))
        .limit(1);
      const since = lastReset
        ? sql`(${summonEntries.summonedAt}, ${summonEntries.id}) >= (${lastReset.summonedAt.toISOString()}::timestamptz, ${lastReset.id}::uuid)`
        : undefined;
      const rows = await db
        .select({ rarity: summonResults.rarity })
        .from(summonEntries)
        .innerJoin(summonResults, eq(summonResults.entryId, summonEntries.id))
        .where(and(eq(summonEntries.userId, userId), eq(summonEntries.bannerType, rule.bannerType), since))
        .orderBy(asc(summonEntries.summonedAt), asc(summonEntries.id), asc(summonResults.position));
      return {
        ...rule,
        pulls: countPity(
          rows.map((r) => r.rarity),
          rule.resetRarity,
        ),
      };
    }),
  );
}

/** The member's summon log settings (not sharing until they choose to). */
export async function findSummonSettings(db: DbOrTx, userId: string): Promise<SummonSettings> {
  const [row] = await db
    .select({ shareFigures: summonSettings.shareFigures })
    .from(summonSettings)
    .where(eq(summonSettings.userId, userId));
  return { shareFigures: row?.shareFigures ?? false };
}

/** Banners a summon may be logged on: those started already, newest first. */
export async function findSummonBanners(db: DbOrTx, now: Date) {
  const rows = await db
    .select({ id: banners.id, name: banners.name, slug: banners.slug, type: banners.type })
    .from(banners)
    .where(lte(banners.startsAt, now))
    .orderBy(desc(banners.startsAt))
    .limit(SUMMON_BANNER_CHOICES);
  return rows;
}
