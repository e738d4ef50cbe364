import { BANNER_TYPES } from '@haven/shared/banners/constants';
import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { RARITIES } from '@haven/shared/heroes/constants';
import { STATED_RARITY_RATES } from '@haven/shared/summons/constants';
import type { SummonFigures } from '@haven/shared/summons/schemas';
import { and, count, countDistinct, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { bannerHeroes, summonEntries, summonResults, summonSettings } from '../../db/schema/index.ts';
import type { EventBus } from '../../realtime/bus.ts';

/** How often shared logs' changes reach the figures: they are recomputed at most this often. */
export const FIGURES_REFRESH_MS = 10 * 60_000;

const sharing = and(eq(summonSettings.userId, summonEntries.userId), eq(summonSettings.shareFigures, true));

/** The community summoning figures from the logs of members who share them. */
export async function findSummonFigures(db: DbOrTx): Promise<SummonFigures> {
  const [[members], byRarity, byType] = await Promise.all([
    db
      .select({ count: countDistinct(summonEntries.userId) })
      .from(summonEntries)
      .innerJoin(summonSettings, sharing),
    db
      .select({ rarity: summonResults.rarity, count: count() })
      .from(summonResults)
      .innerJoin(summonEntries, eq(summonEntries.id, summonResults.entryId))
      .innerJoin(summonSettings, sharing)
      .groupBy(summonResults.rarity),
    // Featured heroes count on entries logged against a banner: a result is featured when the banner rates its hero up.
    db
      .select({
        bannerType: summonEntries.bannerType,
        pulls: count(),
        featured: sql<number>`count(${bannerHeroes.heroId})::int`,
      })
      .from(summonResults)
      .innerJoin(summonEntries, eq(summonEntries.id, summonResults.entryId))
      .innerJoin(summonSettings, sharing)
      .leftJoin(
        bannerHeroes,
        and(
          eq(bannerHeroes.bannerId, summonEntries.bannerId),
          eq(bannerHeroes.heroId, summonResults.heroId),
          eq(bannerHeroes.isRateUp, true),
        ),
      )
      .where(isNotNull(summonEntries.bannerId))
      .groupBy(summonEntries.bannerType),
  ]);
  const pulls = byRarity.reduce((sum, r) => sum + r.count, 0);
  return {
    members: members?.count ?? 0,
    pulls,
    perFeatured: BANNER_TYPES.map((bannerType) => {
      const row = byType.find((r) => r.bannerType === bannerType);
      const typePulls = row?.pulls ?? 0;
      const featuredObtained = row?.featured ?? 0;
      return {
        bannerType,
        pulls: typePulls,
        featuredObtained,
        pullsPerFeatured: featuredObtained > 0 ? Math.round((typePulls / featuredObtained) * 10) / 10 : null,
      };
    }),
    rates: RARITIES.map((rarity) => {
      const seen = byRarity.find((r) => r.rarity === rarity)?.count ?? 0;
      return {
        rarity,
        count: seen,
        stated: STATED_RARITY_RATES[rarity],
        seen: pulls > 0 ? Math.round((seen / pulls) * 10_000) / 100 : null,
      };
    }),
    generatedAt: new Date().toISOString(),
  };
}

/**
 * The figures are a cached read; a summon write only marks them out of date, and at most every
 * FIGURES_REFRESH_MS one event tells every instance's cache to recompute them, so members logging
 * summons never make the statistics page compute afresh on each read.
 */
export function scheduleFiguresRefresh(bus: EventBus, onError: (error: unknown) => void) {
  let changed = false;
  const timer = setInterval(() => {
    if (!changed) return;
    changed = false;
    bus.publish({ topic: REALTIME_TOPICS.summonFigures }).catch(onError);
  }, FIGURES_REFRESH_MS);
  timer.unref();
  return {
    markChanged: () => {
      changed = true;
    },
    stop: () => clearInterval(timer),
  };
}
