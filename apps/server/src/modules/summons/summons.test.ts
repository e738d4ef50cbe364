import { SUMMON_MESSAGES as M } from '@haven/shared/summons/messages';
import type { PityCounts, SummonEntry, SummonHistory } from '@haven/shared/summons/schemas';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bannerHeroes,
  banners,
  summonEntries,
  summonFigureTotals,
  summonResults,
  summonSettings,
} from '../../db/schema/index.ts';
import { buildHero, signUpAndSignIn } from '../../test/factories.ts';
import { expectError, expectRowWriteRefusals, injectAs, MISSING_ROW_ID } from '../../test/http.ts';
import { useMembers, useTestApp } from '../../test/test-app.ts';
import { recountFigureTotals } from './figure-totals.ts';

const t = useTestApp();
const { owner, other, admin } = useMembers(t, { owner: 'member', other: 'member', admin: 'admin' });
let lr: { id: string; slug: string };
let ssr: { id: string; slug: string };
let banner: { id: string; slug: string };
const HOUR = 3_600_000;
let clock = Date.now() - 1000 * HOUR;
/** A later instant each call, so entries keep the order they were logged in. */
const nextInstant = () => {
  clock += HOUR;
  return new Date(clock).toISOString();
};

beforeAll(async () => {
  lr = await buildHero(t.db, { name: 'Summon Test Luminary', rarity: 'LR' });
  ssr = await buildHero(t.db, { name: 'Summon Test Squire', rarity: 'SSR' });
  const [row] = await t.db
    .insert(banners)
    .values({
      name: 'Summon Test Banner',
      slug: `summon-test-banner-${process.pid}`,
      type: 'limited',
      startsAt: new Date(Date.now() - 2000 * HOUR),
      endsAt: new Date(Date.now() + 100 * HOUR),
      advice: 'pull',
      adviceReason: 'A test banner.',
    })
    .returning({ id: banners.id, slug: banners.slug });
  if (!row) throw new Error('no banner');
  banner = row;
  await t.db.insert(bannerHeroes).values({ bannerId: banner.id, heroId: lr.id, isRateUp: true });
});

const ten = (overrides: Record<string, unknown> = {}, results?: unknown[]) => ({
  bannerType: 'limited',
  kind: 'ten',
  summonedAt: nextInstant(),
  results: results ?? Array.from({ length: 10 }, () => ({ rarity: 'R' })),
  ...overrides,
});

const log = (cookie: string | undefined, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/me/summons', headers: cookie ? { cookie } : {}, payload });

const entriesOf = async (userId: string) =>
  t.db.select().from(summonEntries).where(eq(summonEntries.userId, userId));

const pityOf = async (cookie: string, type = 'limited') => {
  const response = await injectAs(t.app, cookie, { url: '/api/me/summons/pity' });
  expect(response.statusCode).toBe(200);
  return response.json<PityCounts>().items.find((item) => item.bannerType === type);
};

describe('POST /api/me/summons', () => {
  it('logs a ten with its heroes and other pulls, and the pity count moves by ten', async () => {
    const before = await pityOf(owner.cookie);
    const response = await log(
      owner.cookie,
      ten({}, [{ heroId: ssr.id, rarity: 'SSR' }, ...Array.from({ length: 9 }, () => ({ rarity: 'R' }))]),
    );
    expect(response.statusCode, response.body).toBe(201);
    const entry = response.json<SummonEntry>();
    expect(entry).toMatchObject({ kind: 'ten', bannerType: 'limited', banner: null });
    expect(entry.results).toHaveLength(10);
    expect(entry.results[0]).toMatchObject({
      position: 1,
      rarity: 'SSR',
      hero: { name: 'Summon Test Squire' },
    });
    expect(entry.results[1]).toMatchObject({ position: 2, rarity: 'R', hero: null });
    expect((await pityOf(owner.cookie))?.pulls).toBe((before?.pulls ?? 0) + 10);
  });

  it("takes the banner's own type when a banner is named", async () => {
    const response = await log(owner.cookie, {
      bannerId: banner.id,
      bannerType: 'standard',
      kind: 'single',
      summonedAt: nextInstant(),
      results: [{ rarity: 'SR' }],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ bannerType: 'limited', banner: { id: banner.id } });
  });

  it('refuses bad input with the field messages, writing nothing', async () => {
    const before = (await entriesOf(owner.user.id)).length;
    const refusals: [Record<string, unknown>, string][] = [
      [ten({}, [{ rarity: 'R' }]), M.wrongResultCount(10)],
      [ten({ kind: 'single' }), M.wrongResultCount(1)],
      [ten({ kind: 'twenty' }), M.invalidKind],
      [ten({ bannerType: 'seasonal' }), M.invalidBannerType],
      [ten({ summonedAt: 'yesterday' }), M.invalidDate],
      [ten({ summonedAt: new Date(Date.now() + 48 * HOUR).toISOString() }), M.futureDate],
      [ten({ bannerId: MISSING_ROW_ID }), M.invalidBanner],
      [ten({}, [{ heroId: MISSING_ROW_ID, rarity: 'R' }, ...Array(9).fill({ rarity: 'R' })]), M.unknownHero],
      [
        ten({}, [{ heroId: lr.id, rarity: 'R' }, ...Array(9).fill({ rarity: 'R' })]),
        M.heroRarityMismatch('Summon Test Luminary', 'LR'),
      ],
    ];
    for (const [payload, message] of refusals) {
      expectError(await log(owner.cookie, payload), 400, 'VALIDATION', message);
    }
    expect(await entriesOf(owner.user.id)).toHaveLength(before);
  });

  it('needs a signed-in member', async () => {
    expectError(await log(undefined, ten()), 401, 'UNAUTHENTICATED', M.signIn);
  });
});

describe('pity counts', () => {
  it('count the pulls since the last result of the reset rarity or better, per banner type', async () => {
    const member = other;
    const r = (n: number) => Array.from({ length: n }, () => ({ rarity: 'R' }));
    await log(member.cookie, ten({ bannerType: 'rerun' }));
    expect((await pityOf(member.cookie, 'rerun'))?.pulls).toBe(10);
    // The LR comes third in the ten: the seven after it count.
    await log(
      member.cookie,
      ten({ bannerType: 'rerun' }, [...r(2), { heroId: lr.id, rarity: 'LR' }, ...r(7)]),
    );
    const rerun = await pityOf(member.cookie, 'rerun');
    expect(rerun).toMatchObject({ pulls: 7, softPity: 70, hardPity: 90, resetRarity: 'LR' });
    // Another type's count is its own.
    expect((await pityOf(member.cookie, 'collaboration'))?.pulls).toBe(0);
  });
});

describe('GET /api/me/summons', () => {
  it("pages the member's own history newest first, filtered by type, banner and rarity", async () => {
    const history = await injectAs(t.app, owner.cookie, { url: '/api/me/summons' });
    expect(history.statusCode).toBe(200);
    expect(history.headers['cache-control']).toMatch(/private/);
    const all = history.json<SummonHistory>();
    expect(all.total).toBe(2);
    expect(all.items[0]).toMatchObject({ kind: 'single', banner: { slug: banner.slug } });
    expect(all.banners).toEqual([{ id: banner.id, name: 'Summon Test Banner', slug: banner.slug }]);

    const byBanner = await injectAs(t.app, owner.cookie, { url: `/api/me/summons?banner=${banner.id}` });
    expect(byBanner.json<SummonHistory>().total).toBe(1);
    const byRarity = await injectAs(t.app, owner.cookie, { url: '/api/me/summons?rarity=SSR' });
    expect(byRarity.json<SummonHistory>().items.map((e) => e.kind)).toEqual(['ten']);
    const byType = await injectAs(t.app, owner.cookie, { url: '/api/me/summons?type=standard&rarity=' });
    expect(byType.json<SummonHistory>().total).toBe(0);
    expectError(await injectAs(t.app, owner.cookie, { url: '/api/me/summons?rarity=ZZ' }), 400, 'VALIDATION');
  });

  it('needs a signed-in member', async () => {
    expectError(await t.app.inject({ url: '/api/me/summons' }), 401, 'UNAUTHENTICATED', M.signIn);
    expectError(await t.app.inject({ url: '/api/me/summons/pity' }), 401, 'UNAUTHENTICATED', M.signIn);
  });
});

describe('PUT and DELETE /api/me/summons/:entryId', () => {
  it("edits and deletes the member's own entry, and refuses another member's", async () => {
    const created = (
      await log(owner.cookie, ten({ kind: 'single', results: [{ rarity: 'R' }] }))
    ).json<SummonEntry>();
    const url = `/api/me/summons/${created.id}`;
    const change = {
      bannerType: 'standard',
      kind: 'single',
      summonedAt: created.summonedAt,
      results: [{ rarity: 'UR' }],
    };

    expectError(
      await injectAs(t.app, other.cookie, { method: 'PUT', url, payload: change }),
      403,
      'FORBIDDEN',
      M.notYours,
    );
    expectError(await injectAs(t.app, other.cookie, { method: 'DELETE', url }), 403, 'FORBIDDEN', M.notYours);
    expectError(await injectAs(t.app, admin.cookie, { method: 'DELETE', url }), 403, 'FORBIDDEN', M.notYours);

    const bad = await injectAs(t.app, owner.cookie, {
      method: 'PUT',
      url,
      payload: { ...change, results: [] },
    });
    expectError(bad, 400, 'VALIDATION');
    const [unchanged] = await t.db.select().from(summonResults).where(eq(summonResults.entryId, created.id));
    expect(unchanged?.rarity).toBe('R');

    const edited = await injectAs(t.app, owner.cookie, { method: 'PUT', url, payload: change });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ bannerType: 'standard', results: [{ rarity: 'UR' }] });

    const deleted = await injectAs(t.app, owner.cookie, { method: 'DELETE', url });
    expect(deleted.json()).toEqual({ ok: true });
    expect(await t.db.select().from(summonEntries).where(eq(summonEntries.id, created.id))).toEqual([]);
  });

  it('refuses a visitor, an unknown entry and a malformed id', async () => {
    await expectRowWriteRefusals(
      (who, id) =>
        t.app.inject({ method: 'DELETE', url: `/api/me/summons/${id}`, headers: who ? { cookie: who } : {} }),
      owner.cookie,
      MISSING_ROW_ID,
      { signIn: M.signIn, notFound: M.notFound },
    );
  });
});

describe('pity rules', () => {
  const url = '/api/admin/pity-rules/standard';
  const rule = { softPity: 40, hardPity: 60, resetRarity: 'UR' };

  it('are set by admins only, and every member reads them in their pity', async () => {
    expectError(await t.app.inject({ method: 'PUT', url, payload: rule }), 401, 'UNAUTHENTICATED');
    expectError(await injectAs(t.app, owner.cookie, { method: 'PUT', url, payload: rule }), 403, 'FORBIDDEN');
    const saved = await injectAs(t.app, admin.cookie, { method: 'PUT', url, payload: rule });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await pityOf(owner.cookie, 'standard')).toMatchObject(rule);
    const list = await t.app.inject({ url: '/api/summons/pity-rules' });
    expect(list.json().items).toContainEqual({ bannerType: 'standard', ...rule });
  });

  it('refuse soft pity after hard pity and thresholds out of range, saving nothing', async () => {
    const before = await pityOf(owner.cookie, 'collaboration');
    const collab = '/api/admin/pity-rules/collaboration';
    for (const [payload, message] of [
      [{ ...rule, softPity: 80 }, M.softAfterHard],
      [{ ...rule, hardPity: 0 }, M.invalidPity],
      [{ ...rule, resetRarity: 'XX' }, M.invalidRarity],
    ] as const) {
      expectError(
        await injectAs(t.app, admin.cookie, { method: 'PUT', url: collab, payload }),
        400,
        'VALIDATION',
        message,
      );
    }
    expectError(
      await injectAs(t.app, admin.cookie, {
        method: 'PUT',
        url: '/api/admin/pity-rules/seasonal',
        payload: rule,
      }),
      400,
      'VALIDATION',
    );
    expect(await pityOf(owner.cookie, 'collaboration')).toEqual(before);
  });
});

describe('summon log settings', () => {
  it("keep the member's choice to share, signed-in only", async () => {
    const url = '/api/me/summons/settings';
    expect((await injectAs(t.app, owner.cookie, { url })).json()).toEqual({ shareFigures: false });
    const saved = await injectAs(t.app, owner.cookie, {
      method: 'PUT',
      url,
      payload: { shareFigures: true },
    });
    expect(saved.json()).toEqual({ shareFigures: true });
    expect((await injectAs(t.app, owner.cookie, { url })).json()).toEqual({ shareFigures: true });
    expectError(
      await injectAs(t.app, owner.cookie, { method: 'PUT', url, payload: { shareFigures: 'yes' } }),
      400,
      'VALIDATION',
    );
    expectError(
      await t.app.inject({ method: 'PUT', url, payload: { shareFigures: true } }),
      401,
      'UNAUTHENTICATED',
    );
  });
});

describe('GET /api/summons/figures', () => {
  it('counts only the logs of members who share them', async () => {
    const member = await useSharingMember();
    await log(member.cookie, {
      bannerId: banner.id,
      bannerType: 'limited',
      kind: 'ten',
      summonedAt: nextInstant(),
      results: [{ heroId: lr.id, rarity: 'LR' }, ...Array(9).fill({ rarity: 'R' })],
    });
    await t.app.bus.publish({ topic: 'summon-figures' });
    const figures = (await t.app.inject({ url: '/api/summons/figures' })).json();
    const sharedPulls = (
      await t.db
        .select({ userId: summonEntries.userId })
        .from(summonResults)
        .innerJoin(summonEntries, eq(summonEntries.id, summonResults.entryId))
        .innerJoin(summonSettings, eq(summonSettings.userId, summonEntries.userId))
        .where(eq(summonSettings.shareFigures, true))
    ).length;
    expect(figures.pulls).toBe(sharedPulls);
    expect(figures.perFeatured.find((f: { bannerType: string }) => f.bannerType === 'limited')).toMatchObject(
      {
        featuredObtained: 1,
      },
    );
    expect(figures.rates[0]).toMatchObject({ rarity: 'LR', stated: 0.6 });
  });

  async function useSharingMember() {
    await injectAs(t.app, other.cookie, {
      method: 'PUT',
      url: '/api/me/summons/settings',
      payload: { shareFigures: true },
    });
    return other;
  }
});

describe('export and import', () => {
  it('downloads the versioned file and imports it whole on another account', async () => {
    const exported = await injectAs(t.app, owner.cookie, { url: '/api/me/summons/export' });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="summon-log-/);
    const file = exported.json();
    expect(file).toMatchObject({ format: 'heroes-haven/summoning-record', version: 1 });
    expect(file.entries[0]).toMatchObject({ kind: 'ten', bannerType: 'limited', banner: null });
    expect(file.entries[0].results[0]).toEqual({ hero: ssr.slug, rarity: 'SSR' });

    const fresh = admin;
    const before = (await entriesOf(fresh.user.id)).length;
    const imported = await injectAs(t.app, fresh.cookie, {
      method: 'POST',
      url: '/api/me/summons/import',
      payload: { file },
    });
    expect(imported.json()).toEqual({ imported: file.entries.length, refusedCount: 0, refused: [] });
    expect(await entriesOf(fresh.user.id)).toHaveLength(before + file.entries.length);
  });

  it('reports each refused entry by its line and writes nothing, unless only accepted entries are asked for', async () => {
    const good = {
      bannerType: 'standard',
      kind: 'single',
      summonedAt: nextInstant(),
      results: [{ hero: null, rarity: 'R' }],
    };
    const file = {
      format: 'heroes-haven/summoning-record',
      version: 1,
      entries: [
        good,
        { ...good, kind: 'ten' },
        { ...good, banner: 'no-such-banner' },
        { ...good, results: [{ hero: lr.slug, rarity: 'SR' }] },
        { ...good, results: [{ hero: 'no-such-hero', rarity: 'R' }] },
      ],
    };
    const url = '/api/me/summons/import';
    const before = (await entriesOf(other.user.id)).length;
    const refused = await injectAs(t.app, other.cookie, { method: 'POST', url, payload: { file } });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({
      imported: 0,
      refusedCount: 4,
      refused: [
        { line: 2, message: `results: ${M.wrongResultCount(10)}` },
        { line: 3, message: `banner: ${M.unknownBanner}` },
        { line: 4, message: `results.0.rarity: ${M.heroRarityMismatch('Summon Test Luminary', 'LR')}` },
        { line: 5, message: `results.0.hero: ${M.unknownHero}` },
      ],
    });
    expect(await entriesOf(other.user.id)).toHaveLength(before);

    const partial = await injectAs(t.app, other.cookie, {
      method: 'POST',
      url,
      payload: { file, acceptedOnly: true },
    });
    expect(partial.json()).toMatchObject({ imported: 1, refusedCount: 4 });
    expect(await entriesOf(other.user.id)).toHaveLength(before + 1);
  });

  it('refuses a file that is not a summon log or of another version, and a visitor', async () => {
    const url = '/api/me/summons/import';
    expectError(
      await injectAs(t.app, owner.cookie, { method: 'POST', url, payload: { file: { hello: 1 } } }),
      400,
      'VALIDATION',
      M.invalidFile,
    );
    expectError(
      await injectAs(t.app, owner.cookie, {
        method: 'POST',
        url,
        payload: { file: { format: 'heroes-haven/summoning-record', version: 9, entries: [] } },
      }),
      400,
      'VALIDATION',
      M.unsupportedVersion(9),
    );
    expectError(await t.app.inject({ method: 'POST', url, payload: { file: {} } }), 401, 'UNAUTHENTICATED');
    expectError(await t.app.inject({ url: '/api/me/summons/export' }), 401, 'UNAUTHENTICATED');
  });

  it("is part of 'Download my data'", async () => {
    const data = (await injectAs(t.app, owner.cookie, { url: '/api/me/account/data' })).json();
    expect(data.summonLog.length).toBeGreaterThan(0);
    expect(data.summonLog[0]).toMatchObject({ kind: 'ten', bannerType: 'limited' });
    expect(data.summonLogSettings).toEqual({ shareFigures: true });
  });
});

describe('deleting the account', () => {
  it("removes the member's summon log and sharing choice with it", async () => {
    const leaver = await signUpAndSignIn(t.app);
    await log(leaver.cookie, ten());
    await injectAs(t.app, leaver.cookie, {
      method: 'PUT',
      url: '/api/me/summons/settings',
      payload: { shareFigures: true },
    });
    expect(await entriesOf(leaver.user.id)).toHaveLength(1);
    const deleted = await injectAs(t.app, leaver.cookie, {
      method: 'DELETE',
      url: '/api/me/account',
      payload: { password: leaver.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await entriesOf(leaver.user.id)).toEqual([]);
    expect(await t.db.select().from(summonSettings).where(eq(summonSettings.userId, leaver.user.id))).toEqual(
      [],
    );
  });
});

describe('the kept figure totals', () => {
  it('equal a fresh count after logging, editing, deleting, importing, sharing and leaving', async () => {
    const sharer = await signUpAndSignIn(t.app);
    const share = (shareFigures: boolean) =>
      injectAs(t.app, sharer.cookie, {
        method: 'PUT',
        url: '/api/me/summons/settings',
        payload: { shareFigures },
      });
    const kept = async () =>
      (await t.db.select().from(summonFigureTotals)).sort((a, b) =>
        `${a.bannerType}${a.rarity}`.localeCompare(`${b.bannerType}${b.rarity}`),
      );
    const first = (await log(sharer.cookie, ten({ bannerId: banner.id }))).json<SummonEntry>();
    await share(true);
    await log(sharer.cookie, ten({}, [{ heroId: lr.id, rarity: 'LR' }, ...Array(9).fill({ rarity: 'R' })]));
    await injectAs(t.app, sharer.cookie, {
      method: 'PUT',
      url: `/api/me/summons/${first.id}`,
      payload: {
        bannerType: 'standard',
        kind: 'single',
        summonedAt: first.summonedAt,
        results: [{ rarity: 'GR' }],
      },
    });
    const gone = (await log(sharer.cookie, ten())).json<SummonEntry>();
    await injectAs(t.app, sharer.cookie, { method: 'DELETE', url: `/api/me/summons/${gone.id}` });
    await share(false);
    await share(true);

    const before = await kept();
    await t.db.transaction((tx) => recountFigureTotals(tx));
    expect(await kept()).toEqual(before);
  });
});
