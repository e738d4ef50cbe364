import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { HeroCompareQuerySchema, type HeroCompareResponse } from '@haven/shared/heroes/compare-schemas';
import { HERO_MESSAGES } from '@haven/shared/heroes/messages';
import type { HeroListResponse } from '@haven/shared/heroes/schemas';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { gameModes, heroes, heroTiers } from '../../db/schema/index.ts';
import { buildGameMode, buildHero as buildHeroRow } from '../../test/factories.ts';
import { expectError } from '../../test/http.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const buildHero = (overrides: Parameters<typeof buildHeroRow>[1]) => buildHeroRow(t.db, overrides);
const names = (url: string) =>
  t.app.inject({ url }).then((r) => r.json<HeroListResponse>().items.map((hero) => hero.name));
const compare = (slugs: string) => t.app.inject({ url: `/api/heroes/compare?heroes=${slugs}` });

beforeAll(async () => {
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  // Ratings: Brisk 5.0 of 5 and Ash 1.0 of 5 are ranked; Cinder 5.0 of 1 is not yet; Dusk has none.
  const ash = await buildHero({
    name: 'Ash Warden',
    rarity: 'R',
    createdAt: day(4),
    ratingSum: 5,
    ratingCount: 5,
    hp: 900,
    attack: 50,
  });
  const brisk = await buildHero({
    name: 'Brisk Lark',
    rarity: 'SSR',
    createdAt: day(1),
    ratingSum: 25,
    ratingCount: 5,
    hp: 400,
    attack: 300,
    skills: [{ name: 'Gust', description: 'A quick wind.', type: 'Active', cooldown: 2 }],
  });
  const cinder = await buildHero({
    name: 'Cinder Moth',
    rarity: 'LR',
    createdAt: day(3),
    ratingSum: 5,
    ratingCount: 1,
  });
  const dusk = await buildHero({ name: 'Dusk Piper', rarity: 'UR', createdAt: day(2) });
  await buildGameMode(t.db, { name: 'Arena', slug: 'arena', position: 0 }, [
    [dusk.id, 'S'],
    [ash.id, 'S'],
    [brisk.id, 'B'],
  ]);
  await buildGameMode(t.db, { name: 'Raid', slug: 'raid', position: 1 }, [
    [cinder.id, 'S+'],
    [brisk.id, 'A'],
  ]);
});

describe('GET /api/heroes sorts', () => {
  it('orders by rarity by default, and by name, rating (ranked heroes first) or newest when asked', async () => {
    expect(await names('/api/heroes')).toEqual(['Cinder Moth', 'Dusk Piper', 'Brisk Lark', 'Ash Warden']);
    expect(await names('/api/heroes?sort=name')).toEqual([
      'Ash Warden',
      'Brisk Lark',
      'Cinder Moth',
      'Dusk Piper',
    ]);
    expect(await names('/api/heroes?sort=rating')).toEqual([
      'Brisk Lark',
      'Ash Warden',
      'Cinder Moth',
      'Dusk Piper',
    ]);
    expect(await names('/api/heroes?sort=newest')).toEqual([
      'Ash Warden',
      'Cinder Moth',
      'Dusk Piper',
      'Brisk Lark',
    ]);
  });

  it("orders by the chosen mode's tiers, in the editors' order within a tier, unranked heroes last", async () => {
    expect(await names('/api/heroes?sort=tier&mode=raid')).toEqual([
      'Cinder Moth',
      'Brisk Lark',
      'Ash Warden',
      'Dusk Piper',
    ]);
    expect(await names('/api/heroes?sort=tier&mode=arena')).toEqual([
      'Dusk Piper',
      'Ash Warden',
      'Brisk Lark',
      'Cinder Moth',
    ]);
  });

  it('reads the first mode when the mode is unknown or not given, and keeps the filters', async () => {
    const arena = ['Dusk Piper', 'Ash Warden', 'Brisk Lark', 'Cinder Moth'];
    expect(await names('/api/heroes?sort=tier&mode=no-such-mode')).toEqual(arena);
    expect(await names('/api/heroes?sort=tier')).toEqual(arena);
    expect(await names('/api/heroes?sort=tier&mode=raid&rarity=R,UR')).toEqual(['Ash Warden', 'Dusk Piper']);
  });

  it('gives each card its tier in the chosen mode with the Tier sort (null when unranked), and no tier otherwise', async () => {
    const tiers = async (url: string) =>
      (await t.app.inject({ url })).json<HeroListResponse>().items.map((hero) => [hero.name, hero.tier]);
    expect(await tiers('/api/heroes?sort=tier&mode=raid')).toEqual([
      ['Cinder Moth', 'S+'],
      ['Brisk Lark', 'A'],
      ['Ash Warden', null],
      ['Dusk Piper', null],
    ]);
    expect((await tiers('/api/heroes?sort=name')).every(([, tier]) => tier === null)).toBe(true);
  });

  it('lists the whole collection on one page in the compact view, and refuses an unknown view', async () => {
    const extra = await Promise.all(
      Array.from({ length: 22 }, (_, i) =>
        buildHero({ name: `Compact Filler ${String(i).padStart(2, '0')}` }),
      ),
    );
    // Rows written straight to the database: addresses no earlier test read from the cache.
    const grid = (await t.app.inject({ url: '/api/heroes?search=compact' })).json<HeroListResponse>();
    expect(grid.items).toHaveLength(20);
    expect(grid.totalPages).toBe(2);
    const compact = (
      await t.app.inject({ url: '/api/heroes?sort=name&view=compact' })
    ).json<HeroListResponse>();
    expect(compact.items).toHaveLength(extra.length + 4);
    expect(compact.totalPages).toBe(1);
    expectError(await t.app.inject({ url: '/api/heroes?view=tiny' }), 400, 'VALIDATION');
    await t.db.delete(heroes).where(
      inArray(
        heroes.id,
        extra.map((hero) => hero.id),
      ),
    );
  });

  it('refuses an unknown sort', async () => {
    expectError(await t.app.inject({ url: '/api/heroes?sort=power' }), 400, 'VALIDATION');
  });
});

describe('GET /api/heroes/compare', () => {
  it('answers the heroes in the order asked with stats, skills, tiers per mode, ranges and modes', async () => {
    const response = await compare('dusk-piper,brisk-lark,ash-warden');
    expect(response.statusCode).toBe(200);
    const body = response.json<HeroCompareResponse>();
    expect(body.heroes.map((h) => h.name)).toEqual(['Dusk Piper', 'Brisk Lark', 'Ash Warden']);
    expect(body.heroes[1]).toMatchObject({
      stats: { hp: 400, attack: 300, defense: 0, speed: 0 },
      skills: [{ name: 'Gust', type: 'Active', cooldown: 2 }],
      tiers: { arena: 'B', raid: 'A' },
      averageRating: 5,
    });
    expect(body.heroes[0]?.tiers).toEqual({ arena: 'S' });
    expect(body.statRanges.hp).toEqual({ min: 0, max: 900 });
    expect(body.modes).toEqual([
      { slug: 'arena', name: 'Arena' },
      { slug: 'raid', name: 'Raid' },
    ]);
  });

  it('compares up to four heroes and leaves out unknown slugs', async () => {
    const four = await compare('ash-warden,brisk-lark,cinder-moth,dusk-piper');
    expect(four.json<HeroCompareResponse>().heroes).toHaveLength(4);
    const some = await compare('nobody,cinder-moth,ghost,ash-warden');
    expect(some.json<HeroCompareResponse>().heroes.map((h) => h.slug)).toEqual(['cinder-moth', 'ash-warden']);
  });

  it('refuses fewer than two or more than four heroes', async () => {
    for (const slugs of ['', 'ash-warden', 'ash-warden,ash-warden', 'a,b,c,d,e']) {
      expectError(await compare(slugs), 400, 'VALIDATION', HERO_MESSAGES.compareCount);
    }
    expectError(await t.app.inject({ url: '/api/heroes/compare' }), 400, 'VALIDATION');
  });

  it('answers not found when fewer than two of the heroes exist', async () => {
    expectError(await compare('ash-warden,nobody'), 404, 'NOT_FOUND', HERO_MESSAGES.notFound);
  });
});

describe('the cached sorts and comparison', () => {
  it('show a tier change once the tier list publishes it', async () => {
    const before = await compare('cinder-moth,dusk-piper');
    expect(before.json<HeroCompareResponse>().heroes[1]?.tiers).toEqual({ arena: 'S' });
    expect((await names('/api/heroes?sort=tier&mode=arena'))[0]).toBe('Dusk Piper');

    const [arena] = await t.db.select().from(gameModes).where(eq(gameModes.slug, 'arena'));
    const [dusk] = await t.db.select().from(heroes).where(eq(heroes.slug, 'dusk-piper'));
    if (!arena || !dusk) throw new Error('seeded rows missing');
    await t.db
      .update(heroTiers)
      .set({ tier: 'D' })
      .where(and(eq(heroTiers.modeId, arena.id), eq(heroTiers.heroId, dusk.id)));
    await t.app.bus.publish({ topic: REALTIME_TOPICS.tierList, id: arena.id });

    expect((await compare('cinder-moth,dusk-piper')).json<HeroCompareResponse>().heroes[1]?.tiers).toEqual({
      arena: 'D',
    });
    expect((await names('/api/heroes?sort=tier&mode=arena'))[0]).toBe('Ash Warden');
    // Put back for the other specifications.
    await t.db
      .update(heroTiers)
      .set({ tier: 'S' })
      .where(and(eq(heroTiers.modeId, arena.id), eq(heroTiers.heroId, dusk.id)));
    await t.app.bus.publish({ topic: REALTIME_TOPICS.tierList, id: arena.id });
  });
});

describe('HeroCompareQuerySchema', () => {
  it('trims, drops empty and repeated slugs, and keeps the order', () => {
    expect(HeroCompareQuerySchema.parse({ heroes: ' b, a,,b ,c' }).heroes).toEqual(['b', 'a', 'c']);
    expect(HeroCompareQuerySchema.safeParse({ heroes: 'a,a' }).success).toBe(false);
    expect(HeroCompareQuerySchema.safeParse({}).success).toBe(false);
  });
});
