import { GENERIC_MESSAGES } from '@haven/shared/common/errors';
import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { VERSION_MESSAGES } from '@haven/shared/common/versions';
import { GAME_MODES_MAX } from '@haven/shared/tier-list/constants';
import { TIER_LIST_MESSAGES as M } from '@haven/shared/tier-list/messages';
import type { GameMode, HeroTiers, TierList, TierListSaveInput } from '@haven/shared/tier-list/schemas';
import { count, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { gameModes, heroTiers, tierHistory, tierListChanges } from '../../db/schema/index.ts';
import type { AppEvent } from '../../realtime/bus.ts';
import { buildGameMode, buildHero } from '../../test/factories.ts';
import { expectError, injectAs } from '../../test/http.ts';
import { useMembers, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const { admin, member } = useMembers(t, { admin: 'admin', member: 'member' });

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const asAdmin = (request: InjectOptions) => injectAs(t.app, admin.cookie, request);
const save = (modeId: string, payload: TierListSaveInput) =>
  asAdmin({ method: 'PUT', url: `/api/admin/tier-list/${modeId}`, payload });

/** Every row the tier list's writes touch, counted. */
async function rowCounts(): Promise<number[]> {
  return Promise.all(
    [gameModes, heroTiers, tierListChanges, tierHistory].map(async (table) => {
      const [row] = await t.db.select({ n: count() }).from(table);
      return row?.n ?? 0;
    }),
  );
}

/** Runs the request and asserts it was refused with this status and wrote nothing. */
async function expectNothingWritten(
  request: () => Promise<LightMyRequestResponse>,
  status: number,
  code: string,
) {
  const before = await rowCounts();
  const response = await request();
  expectError(response, status, code);
  expect(await rowCounts()).toEqual(before);
  return response.json<{ error: { message: string; fields?: Record<string, string> } }>().error;
}

const modeVersion = async (modeId: string) =>
  (await t.db.select({ version: gameModes.version }).from(gameModes).where(eq(gameModes.id, modeId)))[0]
    ?.version;

describe('who may use the admin tier list routes', () => {
  it('refuses visitors with 401 and members with 403, writing nothing', async () => {
    const mode = await buildGameMode(t.db);
    const hero = await buildHero(t.db);
    const routes: InjectOptions[] = [
      { method: 'POST', url: '/api/admin/game-modes', payload: { name: 'Sneaky Mode' } },
      { method: 'PATCH', url: `/api/admin/game-modes/${mode.id}`, payload: { name: 'Sneaky Mode' } },
      { method: 'DELETE', url: `/api/admin/game-modes/${mode.id}` },
      {
        method: 'PUT',
        url: `/api/admin/tier-list/${mode.id}`,
        payload: { version: 0, note: 'x', placements: [{ heroId: hero.id, tier: 'S' }] },
      },
    ];
    for (const request of routes) {
      await expectNothingWritten(() => t.app.inject(request), 401, 'UNAUTHENTICATED');
      const refused = await expectNothingWritten(
        () => injectAs(t.app, member.cookie, request),
        403,
        'FORBIDDEN',
      );
      expect(refused.message).toBe(GENERIC_MESSAGES.adminOnly);
    }
    expect(await modeVersion(mode.id)).toBe(0);
  });
});

describe('POST /api/admin/game-modes', () => {
  it('adds a mode with a slug from its name and announces it', async () => {
    const events: AppEvent[] = [];
    const stop = t.app.bus.subscribe((event) => events.push(event));
    const response = await asAdmin({
      method: 'POST',
      url: '/api/admin/game-modes',
      payload: { name: '  Moon Siege ', description: 'Night raids.' },
    });
    expect(response.statusCode).toBe(201);
    const mode = response.json<GameMode>();
    expect(mode).toMatchObject({ name: 'Moon Siege', slug: 'moon-siege', description: 'Night raids.' });
    await vi.waitFor(() =>
      expect(events).toContainEqual(
        expect.objectContaining({ topic: REALTIME_TOPICS.tierList, id: mode.id }),
      ),
    );
    stop();
  });

  it('refuses a bad body and a name already used, writing nothing', async () => {
    await buildGameMode(t.db, { name: 'Taken Mode' });
    const empty = await expectNothingWritten(
      () => asAdmin({ method: 'POST', url: '/api/admin/game-modes', payload: { name: '  ' } }),
      400,
      'VALIDATION',
    );
    expect(empty.fields?.name).toBe(M.modeNameRequired);
    const taken = await expectNothingWritten(
      () => asAdmin({ method: 'POST', url: '/api/admin/game-modes', payload: { name: 'taken mode' } }),
      409,
      'CONFLICT',
    );
    expect(taken.fields).toEqual({ name: M.modeNameTaken });
  });
});

describe('PATCH and DELETE /api/admin/game-modes/:modeId', () => {
  it('renames a mode, its slug following, and refuses a name another mode has', async () => {
    const mode = await buildGameMode(t.db, { name: 'Old Name' });
    await buildGameMode(t.db, { name: 'Other Name' });
    const renamed = await asAdmin({
      method: 'PATCH',
      url: `/api/admin/game-modes/${mode.id}`,
      payload: { name: 'New Name', description: 'Fresh.' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<GameMode>()).toMatchObject({ name: 'New Name', slug: 'new-name' });
    const taken = await expectNothingWritten(
      () =>
        asAdmin({
          method: 'PATCH',
          url: `/api/admin/game-modes/${mode.id}`,
          payload: { name: 'Other Name' },
        }),
      409,
      'CONFLICT',
    );
    expect(taken.fields?.name).toBe(M.modeNameTaken);
    await expectNothingWritten(
      () =>
        asAdmin({ method: 'PATCH', url: `/api/admin/game-modes/${MISSING_ID}`, payload: { name: 'Ghost' } }),
      404,
      'NOT_FOUND',
    );
  });

  it('deletes a mode with its placements, and answers 404 for an unknown one', async () => {
    const mode = await buildGameMode(t.db);
    const hero = await buildHero(t.db);
    await t.db.insert(heroTiers).values({ modeId: mode.id, heroId: hero.id, tier: 'A' });
    const response = await asAdmin({ method: 'DELETE', url: `/api/admin/game-modes/${mode.id}` });
    expect(response.statusCode).toBe(200);
    expect(await t.db.select().from(heroTiers).where(eq(heroTiers.modeId, mode.id))).toEqual([]);
    await expectNothingWritten(
      () => asAdmin({ method: 'DELETE', url: `/api/admin/game-modes/${mode.id}` }),
      404,
      'NOT_FOUND',
    );
  });
});

describe('PUT /api/admin/tier-list/:modeId', () => {
  it('replaces the placements in the order given, records the note and raises the version', async () => {
    const mode = await buildGameMode(t.db);
    const [a, b, c] = [await buildHero(t.db), await buildHero(t.db), await buildHero(t.db)];
    await t.db.insert(heroTiers).values({ modeId: mode.id, heroId: c.id, tier: 'D' });
    const response = await save(mode.id, {
      version: 0,
      note: 'Raised the healers',
      placements: [
        { heroId: b.id, tier: 'A' },
        { heroId: a.id, tier: 'S+' },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ version: 1 });
    const list = (await t.app.inject({ url: `/api/tier-list?mode=${mode.slug}` })).json<TierList>();
    expect(list.version).toBe(1);
    expect(list.tiers[0]?.heroes.map((h) => h.id)).toEqual([a.id]);
    expect(list.tiers[2]?.heroes.map((h) => h.id)).toEqual([b.id]);
    expect(list.unranked.map((h) => h.id)).toContain(c.id);
    expect(list.changes[0]).toMatchObject({ note: 'Raised the healers', author: { id: admin.user.id } });
  });

  it('keeps the order within a tier as given', async () => {
    const mode = await buildGameMode(t.db);
    const [a, b] = [await buildHero(t.db), await buildHero(t.db)];
    const placements = [
      { heroId: b.id, tier: 'B' as const },
      { heroId: a.id, tier: 'B' as const },
    ];
    expect((await save(mode.id, { version: 0, note: 'Order', placements })).statusCode).toBe(200);
    const rows = await t.db.select().from(heroTiers).where(eq(heroTiers.modeId, mode.id));
    expect(rows.map((row) => [row.heroId, row.position]).sort()).toEqual(
      [
        [b.id, 0],
        [a.id, 1],
      ].sort(),
    );
  });

  it('refuses bad input, unknown heroes, unknown modes and stale versions, writing nothing', async () => {
    const mode = await buildGameMode(t.db);
    const hero = await buildHero(t.db);
    const placements = [{ heroId: hero.id, tier: 'S' as const }];
    const noNote = await expectNothingWritten(
      () => save(mode.id, { version: 0, note: ' ', placements }),
      400,
      'VALIDATION',
    );
    expect(noNote.fields?.note).toBe(M.noteRequired);
    await expectNothingWritten(
      () => save(mode.id, { version: 0, note: 'Twice', placements: [...placements, ...placements] }),
      400,
      'VALIDATION',
    );
    await expectNothingWritten(
      () =>
        asAdmin({
          method: 'PUT',
          url: `/api/admin/tier-list/${mode.id}`,
          payload: { version: 0, note: 'x', placements: [{ heroId: hero.id, tier: 'Z' }] },
        }),
      400,
      'VALIDATION',
    );
    const unknown = await expectNothingWritten(
      () => save(mode.id, { version: 0, note: 'Ghost', placements: [{ heroId: MISSING_ID, tier: 'A' }] }),
      400,
      'VALIDATION',
    );
    expect(unknown.message).toBe(M.unknownHero);
    await expectNothingWritten(
      () => save(MISSING_ID, { version: 0, note: 'Where', placements }),
      404,
      'NOT_FOUND',
    );
    const stale = await expectNothingWritten(
      () => save(mode.id, { version: 3, note: 'Old', placements }),
      409,
      'STALE_VERSION',
    );
    expect(stale.message).toBe(VERSION_MESSAGES.conflict);
    expect(await modeVersion(mode.id)).toBe(0);
  });

  it("keeps each placement's reason and a dated history of every move with the save's note", async () => {
    const mode = await buildGameMode(t.db);
    const [a, b] = [await buildHero(t.db), await buildHero(t.db)];
    await save(mode.id, {
      version: 0,
      note: 'First ranking',
      placements: [
        { heroId: a.id, tier: 'A', reason: '  Holds the second phase. ' },
        { heroId: b.id, tier: 'B' },
      ],
    });
    const second = await save(mode.id, {
      version: 1,
      note: 'The taunt change',
      placements: [{ heroId: a.id, tier: 'S', reason: 'The only taunt that survives.' }],
    });
    expect(second.statusCode).toBe(200);

    const list = (await t.app.inject({ url: `/api/tier-list?mode=${mode.slug}` })).json<TierList>();
    const ranked = list.tiers.find((tier) => tier.tier === 'S')?.heroes[0];
    expect(ranked).toMatchObject({ id: a.id, reason: 'The only taunt that survives.' });
    expect(ranked?.recentMove).toMatchObject({ from: 'A' });
    expect(list.unranked.find((hero) => hero.id === b.id)).toMatchObject({ reason: '', recentMove: null });

    const tiers = (await t.app.inject({ url: `/api/tier-list/heroes/${a.slug}` })).json<HeroTiers>();
    const item = tiers.items.find((entry) => entry.mode.slug === mode.slug);
    expect(item?.reason).toBe('The only taunt that survives.');
    expect(item?.history.map(({ from, to, note }) => ({ from, to, note }))).toEqual([
      { from: 'A', to: 'S', note: 'The taunt change' },
      { from: null, to: 'A', note: 'First ranking' },
    ]);
    const dropped = await t.db
      .select()
      .from(tierHistory)
      .where(eq(tierHistory.heroId, b.id))
      .orderBy(tierHistory.createdAt);
    expect(dropped.map((row) => [row.fromTier, row.toTier])).toEqual([
      [null, 'B'],
      ['B', null],
    ]);
  });

  it('refuses a reason past its length, writing nothing', async () => {
    const mode = await buildGameMode(t.db);
    const hero = await buildHero(t.db);
    const long = await expectNothingWritten(
      () =>
        save(mode.id, {
          version: 0,
          note: 'Long',
          placements: [{ heroId: hero.id, tier: 'S', reason: 'x'.repeat(301) }],
        }),
      400,
      'VALIDATION',
    );
    expect(Object.values(long.fields ?? {})).toContain(M.reasonTooLong);
  });

  it('lets exactly one of two racing saves at the same version win', async () => {
    const mode = await buildGameMode(t.db);
    const [a, b] = [await buildHero(t.db), await buildHero(t.db)];
    const responses = await Promise.all([
      save(mode.id, { version: 0, note: 'First', placements: [{ heroId: a.id, tier: 'S' }] }),
      save(mode.id, { version: 0, note: 'Second', placements: [{ heroId: b.id, tier: 'D' }] }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await modeVersion(mode.id)).toBe(1);
    const notes = await t.db.select().from(tierListChanges).where(eq(tierListChanges.modeId, mode.id));
    expect(notes).toHaveLength(1);
    const rows = await t.db.select().from(heroTiers).where(eq(heroTiers.modeId, mode.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.heroId).toBe(notes[0]?.note === 'First' ? a.id : b.id);
  });
});

describe('the mode limit', () => {
  it(`refuses a mode past ${GAME_MODES_MAX}, writing nothing`, async () => {
    const [existing] = await t.db.select({ n: count() }).from(gameModes);
    for (let i = existing?.n ?? 0; i < GAME_MODES_MAX; i++) await buildGameMode(t.db);
    const refused = await expectNothingWritten(
      () => asAdmin({ method: 'POST', url: '/api/admin/game-modes', payload: { name: 'One Too Many' } }),
      409,
      'CONFLICT',
    );
    expect(refused.message).toBe(M.modesTooMany);
  });
});
