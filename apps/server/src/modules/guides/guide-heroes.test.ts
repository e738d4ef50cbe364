import { GUIDE_MESSAGES } from '@haven/shared/guides/messages';
import type { Guide, GuideList } from '@haven/shared/guides/schemas';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { guideHeroes, guides } from '../../db/schema/index.ts';
import { buildGuide, buildHero, signUpAndSignIn, type TestMember } from '../../test/factories.ts';
import { expectError, injectAs } from '../../test/http.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let author: TestMember;
let other: TestMember;
let heroIds: string[];

beforeAll(async () => {
  [author, other] = [await signUpAndSignIn(t.app), await signUpAndSignIn(t.app)];
  heroIds = [];
  for (let i = 0; i < 6; i++) heroIds.push((await buildHero(t.db)).id);
});

const UNKNOWN_HERO = '00000000-0000-4000-8000-000000000099';
const TEXT =
  'Keep the guard in front and rotate the healers so the whole team survives the long fights. '.repeat(2);

function guideBody(overrides: Record<string, unknown> = {}) {
  return { title: 'Heroes at work', content: `<p>${TEXT}</p>`, tags: [], ...overrides };
}

async function counts() {
  const [g] = await t.db.select({ n: count() }).from(guides);
  const [h] = await t.db.select({ n: count() }).from(guideHeroes);
  return { guides: g?.n ?? 0, links: h?.n ?? 0 };
}

function post(member: TestMember, overrides: Record<string, unknown>) {
  return injectAs(t.app, member.cookie, {
    method: 'POST',
    url: '/api/guides',
    payload: guideBody(overrides),
  });
}

function put(member: TestMember, guideId: string, overrides: Record<string, unknown>) {
  return injectAs(t.app, member.cookie, {
    method: 'PUT',
    url: `/api/guides/${guideId}`,
    payload: { version: 0, ...guideBody(overrides) },
  });
}

describe('guides about heroes: create and update', () => {
  it('stores the chosen heroes in order and answers them with the guide', async () => {
    const chosen = [heroIds[2], heroIds[0]] as string[];
    const response = await post(author, { heroIds: chosen });
    expect(response.statusCode).toBe(201);
    const guide = response.json<Guide>();
    expect(guide.heroes.map((h) => h.id)).toEqual(chosen);
    expect(guide.heroes[0]).toEqual({
      id: chosen[0],
      name: expect.any(String),
      slug: expect.any(String),
      rarity: expect.any(String),
      imageUrl: null,
    });
    // The author reads the pending guide with its heroes.
    const own = await injectAs(t.app, author.cookie, {
      method: 'GET',
      url: `/api/guides/${guide.slug}/unpublished`,
    });
    expect(own.json<Guide>().heroes.map((h) => h.id)).toEqual(chosen);
  });

  it('stores a guide without heroes when none are chosen', async () => {
    const response = await post(author, {});
    expect(response.statusCode).toBe(201);
    expect(response.json<Guide>().heroes).toEqual([]);
  });

  it('refuses an unknown hero on heroIds and writes nothing', async () => {
    const before = await counts();
    const response = await post(author, { heroIds: [heroIds[0], UNKNOWN_HERO] });
    expectError(response, 400, 'VALIDATION', GUIDE_MESSAGES.unknownHero);
    expect(response.json().error.fields.heroIds).toBe(GUIDE_MESSAGES.unknownHero);
    expect(await counts()).toEqual(before);
  });

  it.each([
    [() => heroIds, GUIDE_MESSAGES.tooManyHeroes],
    [() => [heroIds[0], heroIds[0]], GUIDE_MESSAGES.duplicateHero],
  ])('refuses too many or repeated heroes and writes nothing', async (ids, message) => {
    const before = await counts();
    const response = await post(author, { heroIds: ids() });
    expectError(response, 400, 'VALIDATION', message);
    expect(response.json().error.fields.heroIds).toBe(message);
    expect(await counts()).toEqual(before);
  });

  it('replaces the heroes on update, and an unknown hero leaves the guide as it was', async () => {
    const created = (await post(author, { heroIds: [heroIds[0], heroIds[1]] })).json<Guide>();
    const updated = await put(author, created.id, { heroIds: [heroIds[3]] });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<Guide>().heroes.map((h) => h.id)).toEqual([heroIds[3]]);

    const refused = await put(author, created.id, {
      title: 'Changed title',
      heroIds: [UNKNOWN_HERO],
      version: updated.json<Guide>().version,
    });
    expectError(refused, 400, 'VALIDATION', GUIDE_MESSAGES.unknownHero);
    const [row] = await t.db.select({ title: guides.title }).from(guides).where(eq(guides.id, created.id));
    expect(row?.title).toBe('Heroes at work');
    const links = await t.db.select().from(guideHeroes).where(eq(guideHeroes.guideId, created.id));
    expect(links.map((l) => l.heroId)).toEqual([heroIds[3]]);
  });

  it("refuses another member's guide and keeps its heroes", async () => {
    const created = (await post(author, { heroIds: [heroIds[0]] })).json<Guide>();
    const response = await put(other, created.id, { heroIds: [heroIds[1]] });
    expectError(response, 403, 'FORBIDDEN', GUIDE_MESSAGES.notYours);
    const links = await t.db.select().from(guideHeroes).where(eq(guideHeroes.guideId, created.id));
    expect(links.map((l) => l.heroId)).toEqual([heroIds[0]]);
  });

  it('refuses a visitor', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/guides',
      payload: guideBody({ heroIds: [] }),
    });
    expectError(response, 401, 'UNAUTHENTICATED', GUIDE_MESSAGES.mustBeLoggedIn);
  });
});

describe('GET /api/guides?hero=', () => {
  it("lists only the hero's approved guides, newest first, with the total", async () => {
    const hero = (await buildHero(t.db)).id;
    const day = (n: number) => new Date(Date.UTC(2025, 0, n));
    const old = await buildGuide(t.db, { status: 'approved', createdAt: day(1) }, [hero]);
    const newest = await buildGuide(t.db, { status: 'approved', createdAt: day(3) }, [
      heroIds[0] as string,
      hero,
    ]);
    await buildGuide(t.db, { status: 'pending', createdAt: day(4) }, [hero]);
    await buildGuide(t.db, { status: 'approved', createdAt: day(5) }, [heroIds[0] as string]);

    const response = await t.app.inject({ method: 'GET', url: `/api/guides?hero=${hero}` });
    expect(response.statusCode).toBe(200);
    const list = response.json<GuideList>();
    expect(list.total).toBe(2);
    expect(list.items.map((g) => g.id)).toEqual([newest.id, old.id]);
  });

  it('refuses a hero that is not an id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/guides?hero=abc' });
    expectError(response, 400, 'VALIDATION');
  });
});
