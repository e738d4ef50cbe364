import { HERO_MESSAGES } from '@haven/shared/heroes/messages';
import { isRatingRanked } from '@haven/shared/heroes/rating';
import { TIER_CHANGE_NOTES_SHOWN } from '@haven/shared/tier-list/constants';
import { TIER_LIST_MESSAGES as M } from '@haven/shared/tier-list/messages';
import type { GameModeList, HeroTiers, TierList, TierTeaser } from '@haven/shared/tier-list/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { heroTiers, tierListChanges } from '../../db/schema/index.ts';
import { buildGameMode, buildHero, buildProfile } from '../../test/factories.ts';
import { expectError } from '../../test/http.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

let first: Awaited<ReturnType<typeof buildGameMode>>;
let second: Awaited<ReturnType<typeof buildGameMode>>;
let doctor: Awaited<ReturnType<typeof buildHero>>;
let guard: Awaited<ReturnType<typeof buildHero>>;
let loner: Awaited<ReturnType<typeof buildHero>>;

beforeAll(async () => {
  second = await buildGameMode(t.db, { name: 'Atlas Climb', position: 2 });
  first = await buildGameMode(t.db, { name: 'Arena Brawl', position: 1, description: 'Duels.' });
  doctor = await buildHero(t.db, {
    name: 'Mira Mend',
    class: 'Doctor',
    roles: ['Support'],
    ratingSum: 40,
    ratingCount: 10,
  });
  guard = await buildHero(t.db, { name: 'Oskar Wall', class: 'Guard', ratingSum: 8, ratingCount: 2 });
  loner = await buildHero(t.db, { name: 'Quiet Vale', class: 'Scholar', roles: ['AOE'] });
  await t.db.insert(heroTiers).values([
    { modeId: first.id, heroId: guard.id, tier: 'S+', position: 0 },
    { modeId: first.id, heroId: doctor.id, tier: 'S+', position: 1 },
    { modeId: second.id, heroId: doctor.id, tier: 'C', position: 0 },
  ]);
  const author = await buildProfile(t.db, 'editor');
  await t.db.insert(tierListChanges).values(
    Array.from({ length: TIER_CHANGE_NOTES_SHOWN + 1 }, (_, i) => ({
      modeId: first.id,
      authorId: i === 0 ? null : author,
      note: `Change ${i}`,
      createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
    })),
  );
});

describe('GET /api/tier-list/modes', () => {
  it('lists the modes by position, publicly and cached', async () => {
    const response = await t.app.inject({ url: '/api/tier-list/modes' });
    expect(response.statusCode).toBe(200);
    const names = response.json<GameModeList>().items.map((mode) => mode.name);
    expect(names.indexOf('Arena Brawl')).toBeLessThan(names.indexOf('Atlas Climb'));
    const again = await t.app.inject({
      url: '/api/tier-list/modes',
      headers: { 'if-none-match': response.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('GET /api/tier-list', () => {
  it('answers the first mode by position when none is named, tiers in the editors order', async () => {
    const response = await t.app.inject({ url: '/api/tier-list' });
    expect(response.statusCode).toBe(200);
    const list = response.json<TierList>();
    expect(list.mode).toMatchObject({ name: 'Arena Brawl', slug: 'arena-brawl', description: 'Duels.' });
    expect(list.tiers.map((tier) => tier.tier)).toEqual(['S+', 'S', 'A', 'B', 'C', 'D']);
    expect(list.tiers[0]?.heroes.map((hero) => hero.name)).toEqual(['Oskar Wall', 'Mira Mend']);
    expect(list.unranked.map((hero) => hero.id)).toContain(loner.id);
    expect(list.version).toBe(0);
    expect(list.updatedAt).toEqual(expect.any(String));
  });

  it("gives each hero's plain average with its count, ranked only from the shared minimum of ratings", async () => {
    const list = (await t.app.inject({ url: '/api/tier-list?mode=arena-brawl' })).json<TierList>();
    const [wall, mend] = list.tiers[0]?.heroes ?? [];
    expect(mend).toMatchObject({ averageRating: 4, totalRatings: 10 });
    expect(isRatingRanked(mend?.totalRatings ?? 0)).toBe(true);
    expect(wall).toMatchObject({ averageRating: 4, totalRatings: 2 });
    expect(isRatingRanked(wall?.totalRatings ?? 0)).toBe(false);
  });

  it('shows the latest change notes, newest first, with their authors', async () => {
    const list = (await t.app.inject({ url: '/api/tier-list?mode=arena-brawl' })).json<TierList>();
    expect(list.changes).toHaveLength(TIER_CHANGE_NOTES_SHOWN);
    expect(list.changes[0]).toMatchObject({ note: `Change ${TIER_CHANGE_NOTES_SHOWN}` });
    expect(list.changes[0]?.author?.username).toEqual(expect.any(String));
    expect(list.changes.map((change) => change.note)).not.toContain('Change 0');
  });

  it('filters the heroes by class, role and rarity', async () => {
    const list = (
      await t.app.inject({ url: '/api/tier-list?mode=atlas-climb&class=Doctor' })
    ).json<TierList>();
    expect(list.tiers.find((tier) => tier.tier === 'C')?.heroes.map((hero) => hero.id)).toEqual([doctor.id]);
    expect(list.tiers.flatMap((tier) => tier.heroes)).toHaveLength(1);
    expect(list.unranked).toEqual([]);
    const byRole = (await t.app.inject({ url: '/api/tier-list?role=AOE' })).json<TierList>();
    expect(byRole.unranked.map((hero) => hero.id)).toEqual([loner.id]);
  });

  it('answers 404 for an unknown mode and 400 for a bad filter', async () => {
    expectError(
      await t.app.inject({ url: '/api/tier-list?mode=no-such-mode' }),
      404,
      'NOT_FOUND',
      M.modeNotFound,
    );
    expectError(await t.app.inject({ url: '/api/tier-list?class=Pirate' }), 400, 'VALIDATION');
  });
});

describe('GET /api/tier-list/heroes/:slug', () => {
  it("answers the hero's tier in every mode, null where it is not ranked", async () => {
    const response = await t.app.inject({ url: `/api/tier-list/heroes/${doctor.slug}` });
    expect(response.statusCode).toBe(200);
    const { items } = response.json<HeroTiers>();
    expect(items.find((item) => item.mode.slug === 'arena-brawl')?.tier).toBe('S+');
    expect(items.find((item) => item.mode.slug === 'atlas-climb')?.tier).toBe('C');
    const lonely = (await t.app.inject({ url: `/api/tier-list/heroes/${loner.slug}` })).json<HeroTiers>();
    expect(lonely.items.every((item) => item.tier === null)).toBe(true);
  });

  it('answers 404 for an unknown hero', async () => {
    expectError(
      await t.app.inject({ url: '/api/tier-list/heroes/nobody-here' }),
      404,
      'NOT_FOUND',
      HERO_MESSAGES.notFound,
    );
  });
});

describe('GET /api/tier-list/teaser', () => {
  it("shows the first mode's best tier that holds heroes, in the editors' order", async () => {
    const response = await t.app.inject({ url: '/api/tier-list/teaser' });
    expect(response.statusCode).toBe(200);
    expect(response.json<TierTeaser>().teaser).toMatchObject({
      mode: { name: 'Arena Brawl', slug: first.slug },
      tier: 'S+',
      total: 2,
      heroes: [{ id: guard.id, name: 'Oskar Wall' }, { id: doctor.id }],
    });
  });
});
