import { BANNER_TYPES } from '@haven/shared/banners/constants';
import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { RARITIES } from '@haven/shared/heroes/constants';
import { STATED_RARITY_RATES } from '@haven/shared/summons/constants';
import type { SummonFigures } from '@haven/shared/summons/schemas';
import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { summonFigureTotals, summonSettings } from '../../db/schema/index.ts';
import type { EventBus } from '../../realtime/bus.ts';

/** How often shared logs' changes reach the cached figures: at most this often. */
export const FIGURES_REFRESH_MS = 10 * 60_000;

/**
 * The community summoning figures from the logs of members who share them: the kept totals
 * (figure-totals.ts, moved by every write) and the count of sharing members, both small reads.
 */
export async function findSummonFigures(db: DbOrTx): Promise<SummonFigures> {
  const [[members], totals] = await Promise.all([
    db.select({ count: count() }).from(summonSettings).where(eq(summonSettings.shareFigures, true)),
    db.select().from(summonFigureTotals),
  ]);
  const pulls = totals.reduce((sum, r) => sum + r.pulls, 0);
  return {
    members: members?.count ?? 0,
    pulls,
    perFeatured: BANNER_TYPES.map((bannerType) => {
      const rows = totals.filter((r) => r.bannerType === bannerType);
      const typePulls = rows.reduce((sum, r) => sum + r.bannerPulls, 0);
      const featuredObtained = rows.reduce((sum, r) => sum + r.featured, 0);
      return {
        bannerType,
        pulls: typePulls,
        featuredObtained,
        pullsPerFeatured: featuredObtained > 0 ? Math.round((typePulls / featuredObtained) * 10) / 10 : null,
      };
    }),
    rates: RARITIES.map((rarity) => {
      const seen = totals.filter((r) => r.rarity === rarity).reduce((sum, r) => sum + r.pulls, 0);
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
 * FIGURES_REFRESH_MS one event tells every instance's cache to read them again, so members logging
 * summons never make the statistics page's cached answers drop on each write.
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
