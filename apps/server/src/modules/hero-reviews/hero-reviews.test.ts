import { GENERIC_MESSAGES } from '@haven/shared/common/errors';
import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { HERO_REVIEW_MESSAGES as M } from '@haven/shared/hero-reviews/messages';
import type {
  HeroReview,
  HeroReviewInput,
  Speciality,
  SpecialityList,
} from '@haven/shared/hero-reviews/schemas';
import { count, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { heroReviews, heroSpecialities, specialities } from '../../db/schema/index.ts';
import type { AppEvent } from '../../realtime/bus.ts';
import { buildHero } from '../../test/factories.ts';
import { expectError, expectVersionedSaves, injectAs, MISSING_ROW_ID } from '../../test/http.ts';
import { useMembers, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const { admin, member } = useMembers(t, { admin: 'admin', member: 'member' });

const asAdmin = (request: InjectOptions) => injectAs(t.app, admin.cookie, request);
const saveReview = (heroId: string, payload: HeroReviewInput) =>
  asAdmin({ method: 'PUT', url: `/api/admin/heroes/${heroId}/review`, payload });
const addTag = (name: string) =>
  asAdmin({ method: 'POST', url: '/api/admin/specialities', payload: { name } });
const readReview = async (slug: string) =>
  (await t.app.inject({ url: `/api/heroes/${slug}/review` })).json<HeroReview>();

/** Every row the review writes touch, counted. */
async function rowCounts(): Promise<number[]> {
  return Promise.all(
    [heroReviews, heroSpecialities, specialities].map(async (table) => {
      const [row] = await t.db.select({ n: count() }).from(table);
      return row?.n ?? 0;
    }),
  );
}

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

describe('GET /api/heroes/:slug/review', () => {
  it('answers an empty review at version 0 for a hero not reviewed yet, and 404 for an unknown hero', async () => {
    const hero = await buildHero(t.db);
    expect(await readReview(hero.slug)).toEqual({
      heroId: hero.id,
      version: 0,
      verdict: '',
      overview: '',
      strengths: [],
      weaknesses: [],
      specialities: [],
      updatedAt: null,
      untranslated: [],
    });
    expectError(
      await t.app.inject({ url: '/api/heroes/no-such-hero/review' }),
      404,
      'NOT_FOUND',
      M.heroNotFound,
    );
  });
});

describe('PUT /api/admin/heroes/:heroId/review', () => {
  it('saves the verdict, sanitised overview, points and specialities in order, and announces the hero', async () => {
    const hero = await buildHero(t.db);
    const burst = (await addTag('Burst')).json<Speciality>();
    const cleanse = (await addTag('Cleanse')).json<Speciality>();
    const events: AppEvent[] = [];
    const stop = t.app.bus.subscribe((event) => events.push(event));
    const response = await saveReview(hero.id, {
      version: 0,
      verdict: ' Holds the line when nobody else can. ',
      overview: '<p>Steady <strong>tank</strong>.</p><script>alert(1)</script><p onclick="x()">Slow.</p>',
      strengths: ['Taunt survives phase two', 'Cheap to build'],
      weaknesses: ['Little damage'],
      specialityIds: [cleanse.id, burst.id],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ version: 1 });
    const review = await readReview(hero.slug);
    expect(review).toMatchObject({
      version: 1,
      verdict: 'Holds the line when nobody else can.',
      overview: '<p>Steady <strong>tank</strong>.</p><p>Slow.</p>',
      strengths: ['Taunt survives phase two', 'Cheap to build'],
      weaknesses: ['Little damage'],
      specialities: [
        { id: cleanse.id, name: 'Cleanse', slug: 'cleanse' },
        { id: burst.id, name: 'Burst', slug: 'burst' },
      ],
    });
    expect(review.updatedAt).not.toBeNull();
    await vi.waitFor(() =>
      expect(events).toContainEqual(expect.objectContaining({ topic: REALTIME_TOPICS.heroes, id: hero.id })),
    );
    stop();
  });

  it('saves only from the version its editor opened: a save over a newer one is a 409 that changes nothing', async () => {
    const hero = await buildHero(t.db);
    const readRow = async () => {
      const [row] = await t.db
        .select({ version: heroReviews.version, verdict: heroReviews.verdict })
        .from(heroReviews)
        .where(eq(heroReviews.heroId, hero.id));
      return row ?? { version: 0, verdict: '' };
    };
    await expectVersionedSaves((version, verdict) => saveReview(hero.id, { version, verdict }), readRow);
  });

  it('lets exactly one of two first saves win', async () => {
    const hero = await buildHero(t.db);
    const answers = await Promise.all([
      saveReview(hero.id, { version: 0, verdict: 'First' }),
      saveReview(hero.id, { version: 0, verdict: 'Second' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await readReview(hero.slug)).version).toBe(1);
  });

  it('refuses bad input, unknown tags and unknown heroes, writing nothing', async () => {
    const hero = await buildHero(t.db);
    const empty = await expectNothingWritten(
      () => saveReview(hero.id, { version: 0, strengths: ['  '] }),
      400,
      'VALIDATION',
    );
    expect(Object.values(empty.fields ?? {})).toContain(M.pointRequired);
    const long = await expectNothingWritten(
      () => saveReview(hero.id, { version: 0, verdict: 'x'.repeat(201) }),
      400,
      'VALIDATION',
    );
    expect(long.fields?.verdict).toBe(M.verdictTooLong);
    const unknown = await expectNothingWritten(
      () => saveReview(hero.id, { version: 0, specialityIds: [MISSING_ROW_ID] }),
      400,
      'VALIDATION',
    );
    expect(unknown.message).toBe(M.specialityUnknown);
    await expectNothingWritten(() => saveReview(MISSING_ROW_ID, { version: 0 }), 404, 'NOT_FOUND');
    await expectNothingWritten(() => saveReview('not-an-id', { version: 0 }), 400, 'VALIDATION');
    await expectNothingWritten(
      () => asAdmin({ method: 'PUT', url: `/api/admin/heroes/${hero.id}/review`, payload: { verdict: 'x' } }),
      400,
      'VALIDATION',
    );
  });
});

describe('speciality vocabulary', () => {
  it('lists tags by name, refuses a name taken in any case, and deleting one takes it off every hero', async () => {
    const hero = await buildHero(t.db);
    const tank = (await addTag('Frontline')).json<Speciality>();
    await addTag('Anti-Heal');
    const taken = await expectNothingWritten(() => addTag('FRONTLINE'), 409, 'CONFLICT');
    expect(taken.fields?.name).toBe(M.specialityNameTaken);
    const blank = await expectNothingWritten(() => addTag('  '), 400, 'VALIDATION');
    expect(blank.fields?.name).toBe(M.specialityNameRequired);
    const list = (await t.app.inject({ url: '/api/specialities' })).json<SpecialityList>();
    const names = list.items.map((item) => item.name);
    expect(names.indexOf('Anti-Heal')).toBeLessThan(names.indexOf('Frontline'));

    await saveReview(hero.id, { version: 0, specialityIds: [tank.id] });
    const removed = await asAdmin({ method: 'DELETE', url: `/api/admin/specialities/${tank.id}` });
    expect(removed.statusCode).toBe(200);
    expect((await readReview(hero.slug)).specialities).toEqual([]);
    await expectNothingWritten(
      () => asAdmin({ method: 'DELETE', url: `/api/admin/specialities/${tank.id}` }),
      404,
      'NOT_FOUND',
    );
  });
});

describe('who may write reviews and tags', () => {
  it('refuses visitors with 401 and members with 403, writing nothing', async () => {
    const hero = await buildHero(t.db);
    const tag = (await addTag('Guarded')).json<Speciality>();
    const routes: InjectOptions[] = [
      { method: 'PUT', url: `/api/admin/heroes/${hero.id}/review`, payload: { version: 0, verdict: 'Mine' } },
      { method: 'POST', url: '/api/admin/specialities', payload: { name: 'Sneaky' } },
      { method: 'DELETE', url: `/api/admin/specialities/${tag.id}` },
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
  });
});
