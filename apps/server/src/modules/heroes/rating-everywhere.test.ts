import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { HeroCompareResponse } from '@haven/shared/heroes/compare-schemas';
import { compareByRating, isRatingRanked, RATING_RANK_MIN_COUNT } from '@haven/shared/heroes/rating';
import type { HeroCard, HeroDetail, HeroListResponse, RatingSummary } from '@haven/shared/heroes/schemas';
import type { HomeHeroes } from '@haven/shared/home/schemas';
import type { Statistics } from '@haven/shared/statistics/schemas';
import type { TierList } from '@haven/shared/tier-list/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildGameMode, buildHero, buildProfile } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { rateHero } from './ratings.ts';

const t = useTestApp();

async function read<T>(url: string): Promise<T> {
  const response = await t.app.inject({ url });
  expect(response.statusCode, url).toBe(200);
  return response.json<T>();
}

/** A hero rated once by each of new members, through the same write the rating route makes. */
async function ratedHero(name: string, stars: number[]) {
  const hero = await buildHero(t.db, { name });
  for (const rating of stars) await rateHero(t.db, hero.id, await buildProfile(t.db, 'rater'), rating);
  return hero;
}

const figures = (hero: { averageRating: number; totalRatings: number }) => [
  hero.averageRating,
  hero.totalRatings,
];

let elowyn: Awaited<ReturnType<typeof ratedHero>>;
let fourOfFour: Awaited<ReturnType<typeof ratedHero>>;
let twoRatings: Awaited<ReturnType<typeof ratedHero>>;

beforeAll(async () => {
  elowyn = await ratedHero('Elowyn Brightbough', [5, 5, 5, 5, 5, 4, 4, 4, 4]); // 4.6 of 9
  await ratedHero('Another Half', [5, 4, 5, 4, 5, 4]); // 4.5 of 6
  fourOfFour = await ratedHero('Four of Four', [5, 5, 4, 4]); // 4.5 of 4
  await ratedHero('Many Fours', [5, 4, 4, 4, 5]); // 4.4 of 5
  await ratedHero('Three Twos', [2, 2, 2]); // 2.0 of 3
  await ratedHero('New Star', [5]); // 5.0 of 1, not ranked yet
  twoRatings = await ratedHero('Two Ratings', [5, 4]); // 4.5 of 2, not ranked yet
  await buildHero(t.db, { name: 'Nobody Rated' });
  await buildGameMode(t.db, { name: 'Rating Arena', slug: 'rating-arena', position: 0 }, [
    [elowyn.id, 'S'],
    [fourOfFour.id, 'A'],
    [twoRatings.id, 'A'],
  ]);
  await t.app.bus.publish({ topic: REALTIME_TOPICS.heroes });
});

describe("a hero's rating is one figure everywhere", () => {
  it('sorts the collection by the shown average, then more ratings, ranked heroes before the not yet ranked, unrated last', async () => {
    const { items } = await read<HeroListResponse>('/api/heroes?sort=rating');
    expect(items.map((hero) => [hero.name, ...figures(hero)])).toEqual([
      ['Elowyn Brightbough', 4.6, 9],
      ['Another Half', 4.5, 6],
      ['Four of Four', 4.5, 4],
      ['Many Fours', 4.4, 5],
      ['Three Twos', 2, 3],
      ['New Star', 5, 1],
      ['Two Ratings', 4.5, 2],
      ['Nobody Rated', 0, 0],
    ]);
    // The order is exactly the shared rule applied to what the cards show.
    expect([...items].sort(compareByRating)).toEqual(items);
    const ranked = items.filter((hero) => isRatingRanked(hero.totalRatings));
    expect(ranked.map((hero) => hero.averageRating)).toEqual(
      [...ranked.map((hero) => hero.averageRating)].sort((a, b) => b - a),
    );
  });

  it('lists the same first ranked heroes, with the same figures, on the home page and the statistics', async () => {
    const sorted = (await read<HeroListResponse>('/api/heroes?sort=rating')).items;
    const ranked = sorted.filter((hero) => isRatingRanked(hero.totalRatings));
    const home = (await read<HomeHeroes>('/api/home/heroes')).items;
    expect(home.map((hero) => [hero.name, ...figures(hero)])).toEqual(
      ranked.slice(0, 5).map((hero) => [hero.name, ...figures(hero)]),
    );
    const { topRatedHeroes } = await read<Statistics>('/api/statistics');
    expect(topRatedHeroes.map((hero) => [hero.name, hero.average, hero.count])).toEqual(
      ranked.map((hero) => [hero.name, ...figures(hero)]),
    );
  });

  it(`gives a hero the same average and count on its card, page, rating summary, comparison and the tier list, which ranks it from ${RATING_RANK_MIN_COUNT} ratings`, async () => {
    const cards = (await read<HeroListResponse>('/api/heroes?sort=rating')).items;
    const tierList = await read<TierList>('/api/tier-list?mode=rating-arena');
    const onTierList = tierList.tiers.flatMap((tier) => tier.heroes);
    const compared = await read<HeroCompareResponse>(
      `/api/heroes/compare?heroes=${[elowyn, fourOfFour, twoRatings].map((h) => h.slug).join(',')}`,
    );
    for (const hero of [elowyn, fourOfFour, twoRatings]) {
      const card = cards.find((c) => c.id === hero.id) as HeroCard;
      const page = await read<HeroDetail>(`/api/heroes/${hero.slug}`);
      const summary = await read<RatingSummary>(`/api/heroes/${hero.id}/rating`);
      const tier = onTierList.find((c) => c.id === hero.id) as HeroCard;
      const comparison = compared.heroes.find((c) => c.id === hero.id) as HeroCard;
      for (const shown of [page, summary, tier, comparison]) expect(figures(shown)).toEqual(figures(card));
    }
    const tierOf = (id: string) => onTierList.find((c) => c.id === id) as HeroCard;
    expect(figures(tierOf(elowyn.id))).toEqual([4.6, 9]);
    // Listed among the home page's highest rated, so ranked on the tier list too.
    expect(isRatingRanked(tierOf(fourOfFour.id).totalRatings)).toBe(true);
    expect((await read<HomeHeroes>('/api/home/heroes')).items.map((h) => h.id)).toContain(fourOfFour.id);
    expect(isRatingRanked(tierOf(twoRatings.id).totalRatings)).toBe(false);
  });
});
