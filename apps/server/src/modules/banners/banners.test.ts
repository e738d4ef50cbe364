import { BANNER_MESSAGES as M, PAST_BANNERS_PAGE_SIZE } from '@haven/shared/banners/constants';
import type { Banner, BannerList, BannersAhead, HeroBanners } from '@haven/shared/banners/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bannerHeroes, banners, moderationLog } from '../../db/schema/index.ts';
import { buildGameMode, buildHero } from '../../test/factories.ts';
import { expectError, expectVersionedSaves, injectAs, MISSING_ROW_ID } from '../../test/http.ts';
import { useMemberAndAdmin, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const { member, admin } = useMemberAndAdmin(t);
const DAY = 24 * 60 * 60 * 1000;
const fromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();
let sequence = 0;

async function validInput(overrides: Record<string, unknown> = {}) {
  const hero = await buildHero(t.db);
  sequence += 1;
  return {
    name: `Test Banner ${process.pid} ${sequence}`,
    type: 'limited',
    startsAt: fromNow(-1),
    endsAt: fromNow(13),
    advice: 'pull',
    adviceReason: 'Every team wants a second healer.',
    featured: [{ heroId: hero.id, isRateUp: true }],
    ...overrides,
  };
}

const create = (cookie: string | undefined, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/admin/banners', headers: cookie ? { cookie } : {}, payload });

async function createBanner(overrides: Record<string, unknown> = {}): Promise<Banner> {
  const response = await create(admin.cookie, await validInput(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Banner>();
}

const countByName = async (name: string) =>
  (await t.db.select().from(banners).where(eq(banners.name, name))).length;

describe('POST /api/admin/banners', () => {
  it('creates a banner with its featured heroes, their tiers and an address from its name', async () => {
    const mode = await buildGameMode(t.db);
    const healer = await buildHero(t.db, { class: 'Doctor' });
    const guard = await buildHero(t.db);
    const created = await createBanner({
      name: 'Moonlit Chorus!',
      featured: [
        { heroId: healer.id, isRateUp: true },
        { heroId: guard.id, isRateUp: false },
      ],
    });
    expect(created).toMatchObject({
      name: 'Moonlit Chorus!',
      slug: 'moonlit-chorus',
      advice: 'pull',
      version: 0,
    });
    expect(created.featured.map((hero) => [hero.id, hero.isRateUp])).toEqual([
      [healer.id, true],
      [guard.id, false],
    ]);
    expect(created.featured[0]?.tiers.every((tier) => typeof tier.tier === 'string')).toBe(true);
    expect(mode).toBeTruthy();
    const page = await t.app.inject({ url: '/api/banners/moonlit-chorus' });
    expect(page.statusCode).toBe(200);
    expect(page.json<Banner>().adviceReason).toBe('Every team wants a second healer.');
  });

  it('refuses an end before the start, no hero, a hero twice and a missing reason, writing nothing', async () => {
    const input = await validInput();
    const heroId = input.featured[0]?.heroId;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ endsAt: fromNow(-2) }, M.endBeforeStart, 'endsAt'],
      [{ endsAt: input.startsAt }, M.endBeforeStart, 'endsAt'],
      [{ featured: [] }, M.featuredRequired, 'featured'],
      [{ featured: [{ heroId }, { heroId }] }, M.duplicateHero, 'featured'],
      [{ adviceReason: ' ' }, M.reasonRequired, 'adviceReason'],
      [{ advice: 'maybe' }, M.invalidAdvice, 'advice'],
      [{ startsAt: 'soon' }, M.startRequired, 'startsAt'],
    ];
    for (const [change, message, field] of cases) {
      const response = await create(admin.cookie, { ...input, ...change });
      expectError(response, 400, 'VALIDATION');
      expect(response.json().error.fields?.[field], JSON.stringify(change)).toBe(message);
    }
    const unknownHero = await create(admin.cookie, { ...input, featured: [{ heroId: MISSING_ROW_ID }] });
    expectError(unknownHero, 400, 'VALIDATION', M.unknownHero);
    expect(await countByName(input.name)).toBe(0);
  });

  it('is for administrators only', async () => {
    const input = await validInput();
    expectError(await create(undefined, input), 401, 'UNAUTHENTICATED');
    expectError(await create(member.cookie, input), 403, 'FORBIDDEN');
    expect(await countByName(input.name)).toBe(0);
    const list = await injectAs(t.app, member.cookie, { url: '/api/admin/banners' });
    expectError(list, 403, 'FORBIDDEN');
  });
});

describe('PUT /api/admin/banners/:bannerId', () => {
  it('saves against the version the editor opened and replaces the featured heroes', async () => {
    const banner = await createBanner();
    const input = await validInput({ name: banner.name });
    const row = async () => (await t.db.select().from(banners).where(eq(banners.id, banner.id)))[0];
    await expectVersionedSaves(
      (version, adviceReason) =>
        injectAs(t.app, admin.cookie, {
          method: 'PUT',
          url: `/api/admin/banners/${banner.id}`,
          payload: { ...input, adviceReason, version },
        }),
      row,
    );
    const featured = await t.db.select().from(bannerHeroes).where(eq(bannerHeroes.bannerId, banner.id));
    expect(featured.map((hero) => hero.heroId)).toEqual([input.featured[0]?.heroId]);
  });

  it('refuses an end before the start on an edit, leaving the banner as it was', async () => {
    const banner = await createBanner();
    const response = await injectAs(t.app, admin.cookie, {
      method: 'PUT',
      url: `/api/admin/banners/${banner.id}`,
      payload: { ...(await validInput()), endsAt: fromNow(-5), version: 0 },
    });
    expectError(response, 400, 'VALIDATION', M.endBeforeStart);
    expect((await row(banner.id))?.version).toBe(0);
  });
});

const row = async (id: string) => (await t.db.select().from(banners).where(eq(banners.id, id)))[0];

describe('DELETE /api/admin/banners/:bannerId', () => {
  it('deletes a banner and records it in the moderation log; others may not', async () => {
    const banner = await createBanner();
    const url = `/api/admin/banners/${banner.id}`;
    expectError(await t.app.inject({ method: 'DELETE', url }), 401, 'UNAUTHENTICATED');
    expectError(await injectAs(t.app, member.cookie, { method: 'DELETE', url }), 403, 'FORBIDDEN');
    expect(await row(banner.id)).toBeDefined();
    const response = await injectAs(t.app, admin.cookie, { method: 'DELETE', url });
    expect(response.statusCode).toBe(200);
    expect(await row(banner.id)).toBeUndefined();
    const [entry] = await t.db.select().from(moderationLog).where(eq(moderationLog.targetId, banner.id));
    expect(entry).toMatchObject({ action: 'banner_deleted', targetKind: 'banner', targetLabel: banner.name });
    expectError(await injectAs(t.app, admin.cookie, { method: 'DELETE', url }), 404, 'NOT_FOUND');
  });
});

describe('public banner reads', () => {
  it('lists running, coming and past banners, and the home page reads those not over', async () => {
    const running = await createBanner({ startsAt: fromNow(-2), endsAt: fromNow(5) });
    const coming = await createBanner({ startsAt: fromNow(6), endsAt: fromNow(20) });
    const over = await createBanner({ startsAt: fromNow(-40), endsAt: fromNow(-30) });
    const list = (await t.app.inject({ url: '/api/banners' })).json<BannerList>();
    expect(list.current.map((b) => b.id)).toContain(running.id);
    expect(list.upcoming.map((b) => b.id)).toContain(coming.id);
    expect(list.past.items.map((b) => b.id)).toContain(over.id);
    expect(list.past.pageSize).toBe(PAST_BANNERS_PAGE_SIZE);
    const ahead = (await t.app.inject({ url: '/api/banners/ahead' })).json<BannersAhead>();
    const ids = ahead.items.map((b) => b.id);
    expect(ids).toEqual(expect.arrayContaining([running.id, coming.id]));
    expect(ids).not.toContain(over.id);
  });

  it('filters by hero, type and year, and a hero lists every banner it was featured on', async () => {
    const hero = await buildHero(t.db);
    const featured = [{ heroId: hero.id, isRateUp: true }];
    const first = await createBanner({
      featured,
      type: 'limited',
      startsAt: '2024-03-01T00:00:00Z',
      endsAt: '2024-03-15T00:00:00Z',
    });
    const rerun = await createBanner({
      featured,
      type: 'rerun',
      startsAt: '2025-05-01T00:00:00Z',
      endsAt: '2025-05-15T00:00:00Z',
    });
    const other = await createBanner({
      type: 'rerun',
      startsAt: '2025-06-01T00:00:00Z',
      endsAt: '2025-06-15T00:00:00Z',
    });
    const past = async (query: string) =>
      (await t.app.inject({ url: `/api/banners?${query}` })).json<BannerList>().past.items.map((b) => b.id);
    expect(await past(`hero=${hero.slug}`)).toEqual([rerun.id, first.id]);
    expect(await past(`hero=${hero.slug}&type=rerun`)).toEqual([rerun.id]);
    expect(await past(`hero=${hero.slug}&year=2024`)).toEqual([first.id]);
    expect(await past('type=rerun&year=2025')).toEqual(expect.arrayContaining([rerun.id, other.id]));
    expect(await past('type=&year=&hero=')).toEqual(expect.arrayContaining([first.id, rerun.id, other.id]));
    expectError(await t.app.inject({ url: '/api/banners?type=weekly' }), 400, 'VALIDATION');
    const history = (await t.app.inject({ url: `/api/banners/heroes/${hero.slug}` })).json<HeroBanners>();
    expect(history.items.map((b) => b.id)).toEqual([first.id, rerun.id]);
  });

  it('answers 404 for an unknown banner', async () => {
    expectError(await t.app.inject({ url: '/api/banners/no-such-banner' }), 404, 'NOT_FOUND', M.notFound);
  });
});
