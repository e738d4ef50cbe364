import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { DATABASE_CATEGORIES } from '@haven/shared/game-database/constants';
import { HERO_CLASSES, HERO_ROLES, RARITIES } from '@haven/shared/heroes/constants';
import { RATING_RANK_MIN_COUNT } from '@haven/shared/heroes/rating';
import { STATISTICS_DAYS, STATISTICS_WEEKS } from '@haven/shared/statistics/constants';
import type { Statistics } from '@haven/shared/statistics/schemas';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  databaseEntries,
  heroComments,
  heroes,
  heroRatings,
  heroTiers,
  profileComments,
  profiles,
  userHeroRoster,
} from '../../db/schema/index.ts';
import { PUBLIC_REVALIDATE } from '../../lib/cache.ts';
import {
  buildGameMode,
  buildGuide,
  buildHero,
  buildHeroComment,
  buildProfile,
  buildTeam,
  signUpAndSignIn,
} from '../../test/factories.ts';
import { injectAs } from '../../test/http.ts';
import { useTestApp } from '../../test/test-app.ts';
import { findStatistics } from './find-statistics.ts';

const t = useTestApp();
beforeAll(async () => {});

async function read(): Promise<Statistics> {
  const response = await t.app.inject({ url: '/api/statistics' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe(PUBLIC_REVALIDATE);
  return response.json<Statistics>();
}

/** Rows written straight into the database are announced as a write route would, so the cached answer sees them. */
async function announce(...topics: string[]) {
  for (const topic of topics) await t.app.bus.publish({ topic });
}

const DAY_MS = 86_400_000;
const counts = (items: readonly { count: number }[]) => items.map((i) => i.count);
/** Labelled counts in the order written (numeric labels, as object keys, come out ascending). */
const labelled = (counted: Record<string, number>) =>
  Object.entries(counted).map(([label, count]) => ({ label, count }));
const total = (items: readonly { count: number }[]) => counts(items).reduce((a, b) => a + b, 0);
/** Midnight UTC of today, `days` days from now. */
const utcDay = (days: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + days * DAY_MS);
};

/** Gives a hero `stars` ratings from new members, keeping the hero's stored sum and count in step. */
/** The five-star ratings of the hero with one rating too few to be ranked. */
const FEW_FIVES = RATING_RANK_MIN_COUNT - 1;

async function rate(heroId: string, stars: number[]) {
  for (const rating of stars) {
    const userId = await buildProfile(t.db, 'rater');
    await t.db.insert(heroRatings).values({ heroId, userId, rating });
  }
  const sum = stars.reduce((a, b) => a + b, 0);
  await t.db.update(heroes).set({ ratingSum: sum, ratingCount: stars.length }).where(eq(heroes.id, heroId));
}

describe('GET /api/statistics on an empty site', () => {
  it('answers zeros in every series, with every class, role, rarity, star and category listed in order', async () => {
    const stats = await read();
    expect(stats.heroesByClass).toEqual(HERO_CLASSES.map((label) => ({ label, count: 0 })));
    expect(stats.heroesByRole).toEqual(HERO_ROLES.map((label) => ({ label, count: 0 })));
    expect(stats.heroesByRarity).toEqual(RARITIES.map((label) => ({ label, count: 0 })));
    expect(stats.ratings).toEqual(['1', '2', '3', '4', '5'].map((label) => ({ label, count: 0 })));
    expect(stats.databaseEntries).toEqual(DATABASE_CATEGORIES.map((c) => ({ label: c.label, count: 0 })));
    expect(stats.topRatedHeroes).toEqual([]);
    expect(stats.gameTeamPicks).toEqual([]);
    expect(stats.sharedTeamPicks).toEqual([]);
    expect(stats.guidesByTag).toEqual([]);
    expect(stats.heroesPerTier).toEqual([]);
    expect(stats.membersPerWeek).toHaveLength(STATISTICS_WEEKS);
    expect(total(stats.membersPerWeek)).toBe(0);
    expect(stats.commentsPerDay).toHaveLength(STATISTICS_DAYS);
    expect(stats.commentsPerDay.every((d) => d.heroComments === 0 && d.wallComments === 0)).toBe(true);
    expect(Date.parse(stats.generatedAt)).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('GET /api/statistics with a built community', () => {
  it('counts every figure from the heroes, ratings, teams, comments, members, guides and database entries', async () => {
    const guard = await buildHero(t.db, {
      name: 'Stat Guard',
      class: 'Guard',
      rarity: 'LR',
      roles: ['Tank', 'Control'],
    });
    const scholar = await buildHero(t.db, {
      name: 'Stat Scholar',
      class: 'Scholar',
      rarity: 'SSR',
      roles: ['AOE'],
    });
    const doctor = await buildHero(t.db, {
      name: 'Stat Doctor',
      class: 'Doctor',
      rarity: 'SSR',
      roles: ['Support'],
    });
    const few = await buildHero(t.db, { name: 'Stat Few', class: 'Guard', rarity: 'R', roles: ['Tank'] });

    await rate(guard.id, [5, 5, 4, 5, 5]); // 4.8
    await rate(scholar.id, [3, 4, 4, 4, 4, 4]); // 3.8
    await rate(few.id, Array<number>(FEW_FIVES).fill(5)); // too few to rank

    const author = await buildProfile(t.db, 'author');
    for (const heroId of [guard.id, guard.id, scholar.id]) {
      const member = await buildProfile(t.db, 'picker');
      await t.db.insert(userHeroRoster).values({ userId: member, heroId, position: 1 });
    }
    await t.db.insert(userHeroRoster).values({ userId: author, heroId: doctor.id, position: 1 });
    await t.db.insert(userHeroRoster).values({ userId: author, heroId: scholar.id, position: 2 });
    await buildTeam(t.db, { userId: author, heroIds: [doctor.id, guard.id] });
    await buildTeam(t.db, { userId: author, heroIds: [doctor.id] });

    // Today, three days ago, the first day of the window, and one day before it (left out).
    const firstDay = utcDay(-(STATISTICS_DAYS - 1));
    for (const createdAt of [utcDay(0), utcDay(-3), utcDay(-3), firstDay, new Date(firstDay.getTime() - 1)]) {
      await t.db
        .insert(heroComments)
        .values({ heroId: guard.id, userId: author, content: 'Dated comment.', createdAt });
    }
    await buildHeroComment(t.db, { heroId: scholar.id, userId: author });
    for (const createdAt of [utcDay(-3), new Date(firstDay.getTime() - DAY_MS)]) {
      await t.db
        .insert(profileComments)
        .values({ profileId: author, authorId: author, content: 'Hello', createdAt });
    }

    await buildGuide(t.db, { authorId: author, status: 'approved', tags: ['Beginner', 'PvP'] });
    await buildGuide(t.db, { authorId: author, status: 'approved', tags: ['Beginner'] });
    await buildGuide(t.db, { authorId: author, status: 'pending', tags: ['Beginner', 'Secret'] });
    await buildGuide(t.db, { authorId: author, status: 'rejected', tags: ['Hidden'] });

    const entry = (category: string, name: string) => ({
      category,
      name,
      slug: name.toLowerCase(),
      searchText: name.toLowerCase(),
    });
    await t.db
      .insert(databaseEntries)
      .values([
        entry('relics', 'Amber'),
        entry('relics', 'Onyx'),
        entry('pets', 'Fox'),
        entry('systems', 'Guilds'),
      ]);

    // Every member made above joined today; one joined long before the window.
    const oldMember = await buildProfile(t.db, 'veteran');
    await t.db
      .update(profiles)
      .set({ createdAt: utcDay(-7 * STATISTICS_WEEKS - 7) })
      .where(eq(profiles.id, oldMember));
    const joinedNow = (await t.db.select({ id: profiles.id }).from(profiles)).length - 1;

    await announce(
      REALTIME_TOPICS.heroes,
      REALTIME_TOPICS.gameTeam,
      REALTIME_TOPICS.teams,
      REALTIME_TOPICS.heroComments,
      REALTIME_TOPICS.profileComments,
      REALTIME_TOPICS.guides,
      REALTIME_TOPICS.gameDatabase,
      REALTIME_TOPICS.profiles,
    );
    const stats = await read();

    expect(stats.heroesByClass).toEqual(labelled({ Guard: 2, Scholar: 1, Doctor: 1, Gourmet: 0 }));
    expect(stats.heroesByRole).toEqual(
      labelled({ Tank: 2, 'Single Attack': 0, AOE: 1, Control: 1, Support: 1 }),
    );
    expect(counts(stats.heroesByRarity)).toEqual([1, 0, 0, 2, 0, 1]);
    expect(stats.ratings).toEqual(labelled({ 1: 0, 2: 0, 3: 1, 4: 6, 5: 4 + FEW_FIVES }));
    expect(stats.topRatedHeroes).toEqual([
      { name: 'Stat Guard', slug: guard.slug, average: 4.8, count: 5 },
      { name: 'Stat Scholar', slug: scholar.slug, average: 3.8, count: 6 },
    ]);
    expect(stats.gameTeamPicks).toEqual([
      { name: 'Stat Guard', slug: guard.slug, count: 2 },
      { name: 'Stat Scholar', slug: scholar.slug, count: 2 },
      { name: 'Stat Doctor', slug: doctor.slug, count: 1 },
    ]);
    expect(stats.sharedTeamPicks).toEqual([
      { name: 'Stat Doctor', slug: doctor.slug, count: 2 },
      { name: 'Stat Guard', slug: guard.slug, count: 1 },
    ]);

    const days = stats.commentsPerDay;
    expect(days).toHaveLength(STATISTICS_DAYS);
    expect(days.at(0)).toEqual({
      date: firstDay.toISOString().slice(0, 10),
      heroComments: 1,
      wallComments: 0,
    });
    expect(days.at(-4)).toEqual({
      date: utcDay(-3).toISOString().slice(0, 10),
      heroComments: 2,
      wallComments: 1,
    });
    expect(days.at(-1)).toEqual({
      date: utcDay(0).toISOString().slice(0, 10),
      heroComments: 2,
      wallComments: 0,
    });
    expect(days.reduce((sum, d) => sum + d.heroComments + d.wallComments, 0)).toBe(6);

    expect(stats.membersPerWeek).toHaveLength(STATISTICS_WEEKS);
    expect(stats.membersPerWeek.at(-1)?.count).toBe(joinedNow);
    expect(total(stats.membersPerWeek)).toBe(joinedNow);

    expect(stats.guidesByTag).toEqual(labelled({ Beginner: 2, PvP: 1 }));
    expect(stats.databaseEntries).toEqual(
      DATABASE_CATEGORIES.map((c) => ({
        label: c.label,
        count: { relics: 2, pets: 1, systems: 1 }[c.slug as string] ?? 0,
      })),
    );
  });

  it('leaves heroes with fewer than the minimum ratings out of the highest rated, however high their average', async () => {
    const stats = await read();
    expect(stats.topRatedHeroes.map((h) => h.name)).not.toContain('Stat Few');
    expect(stats.ratings.find((r) => r.label === '5')?.count).toBe(4 + FEW_FIVES);
  });
});

describe('the weekly and daily series', () => {
  it('start their weeks on Monday (UTC) and end with the current week and today', async () => {
    // A Wednesday afternoon: the current week began on Monday 9 March.
    const stats = await findStatistics(t.db, new Date('2026-03-11T15:00:00Z'));
    expect(stats.membersPerWeek.at(0)?.weekStart).toBe('2025-12-22');
    expect(stats.membersPerWeek.at(-1)?.weekStart).toBe('2026-03-09');
    expect(stats.commentsPerDay.at(0)?.date).toBe('2025-12-18');
    expect(stats.commentsPerDay.at(-1)?.date).toBe('2026-03-11');
    // On a Monday the current week is that day's.
    const monday = await findStatistics(t.db, new Date('2026-03-09T00:00:00Z'));
    expect(monday.membersPerWeek.at(-1)?.weekStart).toBe('2026-03-09');
  });
});

describe('the cached statistics', () => {
  it('count a new rating at once', async () => {
    const before = await read();
    const member = await signUpAndSignIn(t.app);
    const hero = await buildHero(t.db, { name: 'Stat Newly Rated' });
    const response = await injectAs(t.app, member.cookie, {
      method: 'PUT',
      url: `/api/heroes/${hero.id}/rating`,
      payload: { rating: 2 },
    });
    expect(response.statusCode).toBe(200);
    const after = await read();
    expect(after.ratings.find((r) => r.label === '2')?.count).toBe(
      (before.ratings.find((r) => r.label === '2')?.count ?? 0) + 1,
    );
  });

  it('count a new shared team at once', async () => {
    const member = await signUpAndSignIn(t.app);
    const team = [];
    for (const n of ['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon']) {
      team.push(await buildHero(t.db, { name: `Stat Team ${n}` }));
    }
    const before = await read();
    expect(before.sharedTeamPicks.map((h) => h.name)).not.toContain('Stat Team Alpha');
    for (let i = 0; i < 2; i++) {
      const response = await injectAs(t.app, member.cookie, {
        method: 'POST',
        url: '/api/teams',
        payload: { name: `Stat team ${i}`, heroIds: team.map((h) => h.id) },
      });
      expect(response.statusCode).toBe(201);
    }
    const after = await read();
    expect(after.sharedTeamPicks.find((h) => h.name === 'Stat Team Alpha')?.count).toBe(2);
  });

  it('count a Game Team change, whose event is sent to that member only', async () => {
    const hero = await buildHero(t.db, { name: 'Stat Aaa Picked' });
    await read();
    let lastMember = '';
    // Factories take turns: each names its rows from a shared counter.
    for (let i = 0; i < 3; i++) {
      lastMember = await buildProfile(t.db, 'fan');
      await t.db.insert(userHeroRoster).values({ userId: lastMember, heroId: hero.id, position: 1 });
    }
    // Written behind the app's back: the cached answer is still served.
    expect((await read()).gameTeamPicks.map((h) => h.name)).not.toContain('Stat Aaa Picked');
    await t.app.bus.publish({ topic: REALTIME_TOPICS.gameTeam, id: lastMember, userId: lastMember });
    const after = await read();
    expect(after.gameTeamPicks.find((h) => h.name === 'Stat Aaa Picked')?.count).toBe(3);
  });

  it('count a new member once their first sign-in makes the profile', async () => {
    const before = await read();
    await signUpAndSignIn(t.app);
    const after = await read();
    expect(after.membersPerWeek.at(-1)?.count).toBe((before.membersPerWeek.at(-1)?.count ?? 0) + 1);
  });
});

describe('heroes per tier', () => {
  it('counts each mode by tier, the roster it does not rank last, once an editor saves', async () => {
    const mode = await buildGameMode(t.db, { name: 'Stat Arena' });
    const [a, b] = [await buildHero(t.db), await buildHero(t.db)];
    await t.db.insert(heroTiers).values([
      { modeId: mode.id, heroId: a.id, tier: 'S' },
      { modeId: mode.id, heroId: b.id, tier: 'S', position: 1 },
    ]);
    await announce(REALTIME_TOPICS.tierList);
    const stats = await read();
    const heroTotal = total(stats.heroesByClass);
    const arena = stats.heroesPerTier.find((m) => m.slug === mode.slug);
    expect(arena?.tiers).toEqual([
      { label: 'S+', count: 0 },
      { label: 'S', count: 2 },
      { label: 'A', count: 0 },
      { label: 'B', count: 0 },
      { label: 'C', count: 0 },
      { label: 'D', count: 0 },
      { label: 'Not ranked', count: heroTotal - 2 },
    ]);
  });
});
