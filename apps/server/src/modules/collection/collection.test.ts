import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  collectionEntries,
  collectionSettings,
  heroOwnerCounts,
  memberBlocks,
  relationships,
} from '../../db/schema/index.ts';
import { buildGameMode, buildHero, signUpAndSignIn, type TestMember } from '../../test/factories.ts';
import { expectError, injectAs, MISSING_ROW_ID } from '../../test/http.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let owner: TestMember;
let friend: TestMember;
let stranger: TestMember;
let blocked: TestMember;
let lr: { id: string; slug: string; name: string };
let r: { id: string; slug: string; name: string };

beforeAll(async () => {
  owner = await signUpAndSignIn(t.app);
  friend = await signUpAndSignIn(t.app);
  stranger = await signUpAndSignIn(t.app);
  blocked = await signUpAndSignIn(t.app);
  lr = await buildHero(t.db, { name: 'Vault Empress', rarity: 'LR', class: 'Guard' });
  r = await buildHero(t.db, { name: 'Lantern Page', rarity: 'R', class: 'Scholar' });
  await t.db
    .insert(relationships)
    .values({ userId: friend.user.id, relatedUserId: owner.user.id, type: 'friend' });
  await t.db.insert(memberBlocks).values({ blockerId: owner.user.id, blockedId: blocked.user.id });
});

const as = (member: TestMember | null, request: InjectOptions) =>
  member ? injectAs(t.app, member.cookie, request) : t.app.inject(request);
const setOwned = (member: TestMember | null, heroId: string, owned: boolean) =>
  as(member, { method: 'PUT', url: `/api/me/collection/heroes/${heroId}/owned`, payload: { owned } });
const saveEntry = (member: TestMember | null, heroId: string, payload: Record<string, unknown>) =>
  as(member, { method: 'PUT', url: `/api/me/collection/heroes/${heroId}`, payload });
const setVisibility = (member: TestMember | null, visibility: unknown) =>
  as(member, { method: 'PUT', url: '/api/me/collection/visibility', payload: { visibility } });
const readCollectionOf = (reader: TestMember | null, memberId: string) =>
  as(reader, { method: 'GET', url: `/api/members/${memberId}/collection` });
const entriesOf = (userId: string) =>
  t.db.select().from(collectionEntries).where(eq(collectionEntries.userId, userId));
const ownersOf = async (heroId: string) =>
  (await t.db.select().from(heroOwnerCounts).where(eq(heroOwnerCounts.heroId, heroId)))[0]?.owners ?? 0;

async function freshMember() {
  return signUpAndSignIn(t.app);
}

describe('GET /api/me/collection', () => {
  it('lists every hero, none owned, private by default', async () => {
    const member = await freshMember();
    const response = await as(member, { method: 'GET', url: '/api/me/collection' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.json();
    expect(body.visibility).toBe('private');
    expect(body.heroes.map((h: { name: string }) => h.name)).toEqual(['Vault Empress', 'Lantern Page']);
    expect(body.heroes.every((h: { entry: unknown }) => h.entry === null)).toBe(true);
  });

  it('asks a visitor to sign in', async () => {
    expectError(
      await as(null, { method: 'GET', url: '/api/me/collection' }),
      401,
      'UNAUTHENTICATED',
      'Please sign in to keep your collection',
    );
  });
});

describe('PUT /api/me/collection/heroes/:heroId/owned', () => {
  it('marks a hero owned at level 1 and one star with one tap, and unmarks it, keeping the owner count', async () => {
    const member = await freshMember();
    const before = await ownersOf(lr.id);
    const owned = await setOwned(member, lr.id, true);
    expect(owned.statusCode).toBe(200);
    expect(owned.json()).toMatchObject({
      heroId: lr.id,
      entry: { level: 1, stars: 1, note: null, isBuilding: false },
    });
    // A second tap of the same state changes nothing.
    await setOwned(member, lr.id, true);
    expect(await ownersOf(lr.id)).toBe(before + 1);
    expect(await entriesOf(member.user.id)).toHaveLength(1);

    const unowned = await setOwned(member, lr.id, false);
    expect(unowned.json()).toEqual({ heroId: lr.id, entry: null });
    expect(await entriesOf(member.user.id)).toEqual([]);
    expect(await ownersOf(lr.id)).toBe(before);
  });

  it('refuses a visitor, an unknown hero and a bad body, writing nothing', async () => {
    const member = await freshMember();
    expectError(
      await setOwned(null, lr.id, true),
      401,
      'UNAUTHENTICATED',
      'Please sign in to keep your collection',
    );
    expectError(await setOwned(member, MISSING_ROW_ID, true), 404, 'NOT_FOUND', 'Hero not found');
    expectError(await setOwned(member, 'not-an-id', true), 400, 'VALIDATION', 'Invalid hero ID');
    expectError(
      await as(member, {
        method: 'PUT',
        url: `/api/me/collection/heroes/${lr.id}/owned`,
        payload: { owned: 'yes' },
      }),
      400,
      'VALIDATION',
    );
    expect(await entriesOf(member.user.id)).toEqual([]);
  });
});

describe('PUT /api/me/collection/heroes/:heroId', () => {
  it("saves level, stars, note and building, owning the hero, and keeps another member's record apart", async () => {
    const member = await freshMember();
    const other = await freshMember();
    await setOwned(other, lr.id, true);
    const before = await ownersOf(lr.id);
    const saved = await saveEntry(member, lr.id, {
      level: 120,
      stars: 4,
      note: '  Waiting for her weapon ',
      isBuilding: true,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().entry).toMatchObject({
      level: 120,
      stars: 4,
      note: 'Waiting for her weapon',
      isBuilding: true,
    });
    expect(await ownersOf(lr.id)).toBe(before + 1);
    // A second save updates the same row; a blank note is none.
    const again = await saveEntry(member, lr.id, { level: 121, stars: 5, note: '  ', isBuilding: false });
    expect(again.json().entry).toMatchObject({ level: 121, stars: 5, note: null, isBuilding: false });
    expect(await ownersOf(lr.id)).toBe(before + 1);
    // The other member's entry is untouched.
    expect((await entriesOf(other.user.id))[0]).toMatchObject({ level: 1, stars: 1 });
  });

  it("refuses a level or stars past the hero's rarity with the field's message, writing nothing", async () => {
    const member = await freshMember();
    const response = await saveEntry(member, r.id, { level: 81, stars: 2, note: null, isBuilding: false });
    expectError(response, 400, 'VALIDATION', 'Level must be between 1 and 80');
    expect(response.json().error.fields).toEqual({ level: 'Level must be between 1 and 80' });
    expectError(
      await saveEntry(member, r.id, { level: 10, stars: 4, note: null, isBuilding: false }),
      400,
      'VALIDATION',
      'Stars must be between 1 and 3',
    );
    expectError(
      await saveEntry(member, r.id, { level: 1.5, stars: 1, note: null, isBuilding: false }),
      400,
      'VALIDATION',
      'Level must be a whole number',
    );
    expectError(
      await saveEntry(member, r.id, { level: 1, stars: 1, note: 'x'.repeat(201), isBuilding: false }),
      400,
      'VALIDATION',
      'Note must be 200 characters or less',
    );
    expectError(
      await saveEntry(null, r.id, { level: 1, stars: 1, note: null, isBuilding: false }),
      401,
      'UNAUTHENTICATED',
    );
    expect(await entriesOf(member.user.id)).toEqual([]);
  });
});

describe('PUT /api/me/collection/visibility', () => {
  it('sets who may see the collection and refuses other values, writing nothing', async () => {
    const member = await freshMember();
    expectError(
      await setVisibility(member, 'everyone'),
      400,
      'VALIDATION',
      'Please choose who can see your collection',
    );
    expect(
      await t.db.select().from(collectionSettings).where(eq(collectionSettings.userId, member.user.id)),
    ).toEqual([]);
    expect((await setVisibility(member, 'friends')).json()).toEqual({ visibility: 'friends' });
    expect((await as(member, { method: 'GET', url: '/api/me/collection' })).json().visibility).toBe(
      'friends',
    );
    expectError(await setVisibility(null, 'public'), 401, 'UNAUTHENTICATED');
  });
});

describe('GET /api/members/:memberId/collection', () => {
  beforeAll(async () => {
    await saveEntry(owner, lr.id, { level: 120, stars: 4, note: 'My secret plan', isBuilding: false });
  });

  const readers = () => ({ owner, friend, stranger, blocked, visitor: null });
  const seen = {
    public: { owner: true, friend: true, stranger: true, blocked: false, visitor: true },
    friends: { owner: true, friend: true, stranger: false, blocked: false, visitor: false },
    private: { owner: true, friend: false, stranger: false, blocked: false, visitor: false },
  } as const;

  for (const visibility of ['public', 'friends', 'private'] as const) {
    it(`shows a ${visibility} collection to exactly those its visibility and blocks allow, without the note`, async () => {
      await setVisibility(owner, visibility);
      for (const [name, reader] of Object.entries(readers())) {
        const response = await readCollectionOf(reader, owner.user.id);
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('private, no-store');
        const body = response.json();
        const canSee = seen[visibility][name as keyof (typeof seen)['public']];
        expect({ name, canSee: body.canSee }).toEqual({ name, canSee });
        if (canSee) {
          expect(body.heroes).toEqual([
            expect.objectContaining({ name: 'Vault Empress', level: 120, stars: 4 }),
          ]);
          expect(JSON.stringify(body)).not.toContain('My secret plan');
        } else {
          expect(body.heroes).toEqual([]);
          // A blocked reader is told only that it is private.
          expect(body.message).toBe(
            visibility === 'friends' && name !== 'blocked'
              ? 'Only friends of this member can see their collection'
              : 'This collection is private',
          );
        }
      }
    });
  }

  it('answers 404 for an unknown member', async () => {
    expectError(await readCollectionOf(stranger, 'nobody-at-all'), 404, 'NOT_FOUND');
  });
});

describe('GET /api/me/collection/heroes/:heroId and /owned', () => {
  it("gives the member's own entry for a hero and the ids of their heroes", async () => {
    const member = await freshMember();
    await saveEntry(member, lr.id, { level: 120, stars: 4, note: null, isBuilding: false });
    const mine = await as(member, { method: 'GET', url: `/api/me/collection/heroes/${lr.id}` });
    expect(mine.json().entry).toMatchObject({ level: 120, stars: 4 });
    expect((await as(member, { method: 'GET', url: `/api/me/collection/heroes/${r.id}` })).json()).toEqual({
      entry: null,
    });
    expect((await as(member, { method: 'GET', url: '/api/me/collection/owned' })).json()).toEqual({
      heroIds: [lr.id],
    });
    expectError(await as(null, { method: 'GET', url: '/api/me/collection/owned' }), 401, 'UNAUTHENTICATED');
  });
});

describe('GET /api/heroes/:heroId/ownership', () => {
  it('gives the share of members owning the hero, from the kept count, refreshed after a tap', async () => {
    const first = (await as(null, { method: 'GET', url: `/api/heroes/${r.id}/ownership` })).json();
    const member = await freshMember();
    await setOwned(member, r.id, true);
    const after = (await as(null, { method: 'GET', url: `/api/heroes/${r.id}/ownership` })).json();
    expect(after.owners).toBe(first.owners + 1);
    expect(after.percent).toBe(Math.round((after.owners / after.members) * 100));
    expectError(
      await as(null, { method: 'GET', url: `/api/heroes/${MISSING_ROW_ID}/ownership` }),
      404,
      'NOT_FOUND',
    );
  });
});

describe('export and import', () => {
  const importFile = (member: TestMember | null, payload: Record<string, unknown>) =>
    as(member, { method: 'POST', url: '/api/me/collection/import', payload });

  it('exports JSON and CSV that import back whole on another account', async () => {
    const member = await freshMember();
    await saveEntry(member, lr.id, { level: 120, stars: 4, note: 'Needs "gear", soon', isBuilding: true });
    await setOwned(member, r.id, true);
    const json = await as(member, { method: 'GET', url: '/api/me/collection/export?format=json' });
    expect(json.headers['content-disposition']).toMatch(
      /attachment; filename="heroes-haven-collection-.*\.json"/,
    );
    expect(json.json()).toMatchObject({
      format: 'heroes-haven-collection',
      version: 1,
      visibility: 'private',
    });
    const csv = await as(member, { method: 'GET', url: '/api/me/collection/export?format=csv' });
    expect(csv.body.split('\r\n')[0]).toBe('hero,level,stars,building,note');

    for (const [format, content] of [
      ['json', json.body],
      ['csv', csv.body],
    ] as const) {
      const other = await freshMember();
      const result = await importFile(other, { format, content });
      expect(result.json()).toEqual({ imported: 2, accepted: 2, refused: [] });
      const rows = await entriesOf(other.user.id);
      expect(rows.find((row) => row.heroId === lr.id)).toMatchObject({
        level: 120,
        stars: 4,
        note: 'Needs "gear", soon',
        isBuilding: true,
      });
    }
  });

  it('refuses a file with bad rows line by line and writes nothing, unless only the accepted rows are asked for', async () => {
    const member = await freshMember();
    const content = `hero,level,stars\n${lr.slug},120,4\nNobody,3,1\n${r.name},81,1\n${lr.name},2,2\n${r.slug},abc,1\n`;
    const refused = await importFile(member, { format: 'csv', content });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({
      imported: 0,
      accepted: 1,
      refused: [
        { line: 3, message: 'Unknown hero "Nobody"' },
        { line: 4, message: 'Lantern Page: Level must be between 1 and 80' },
        { line: 5, message: 'Vault Empress appears more than once' },
        { line: 6, message: 'Please enter a level' },
      ],
    });
    expect(await entriesOf(member.user.id)).toEqual([]);

    const partial = await importFile(member, { format: 'csv', content, onlyAccepted: true });
    expect(partial.json()).toMatchObject({ imported: 1, accepted: 1 });
    expect(await entriesOf(member.user.id)).toEqual([expect.objectContaining({ heroId: lr.id, level: 120 })]);
  });

  it('refuses an unreadable file or another version as a whole, and a visitor', async () => {
    const member = await freshMember();
    expectError(
      await importFile(member, { format: 'json', content: '{"version":9,"heroes":[]}' }),
      400,
      'VALIDATION',
      "This file's format version (9) is not one this site reads",
    );
    expectError(
      await importFile(member, { format: 'csv', content: '' }),
      400,
      'VALIDATION',
      'The file holds no heroes',
    );
    expectError(await importFile(member, { format: 'xml', content: 'x' }), 400, 'VALIDATION');
    expectError(
      await importFile(null, { format: 'csv', content: 'hero,level,stars' }),
      401,
      'UNAUTHENTICATED',
    );
    expect(await entriesOf(member.user.id)).toEqual([]);
  });

  it("puts the collection in 'Download my data' and removes it, and its counts, with the account", async () => {
    const member = await freshMember();
    await saveEntry(member, r.id, { level: 50, stars: 2, note: null, isBuilding: false });
    await setVisibility(member, 'public');
    const data = await as(member, { method: 'GET', url: '/api/me/account/data' });
    expect(data.json().collection).toEqual([expect.objectContaining({ hero: r.slug, level: 50, stars: 2 })]);
    expect(data.json().collectionVisibility).toMatchObject({ visibility: 'public' });

    const before = await ownersOf(r.id);
    const deleted = await as(member, {
      method: 'DELETE',
      url: '/api/me/account',
      payload: { password: member.password },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await entriesOf(member.user.id)).toEqual([]);
    expect(await ownersOf(r.id)).toBe(before - 1);
    expect(
      await t.db
        .select()
        .from(collectionEntries)
        .where(and(eq(collectionEntries.userId, member.user.id), eq(collectionEntries.heroId, r.id))),
    ).toEqual([]);
  });
});

describe("'Owned only' lists: GET /api/me/heroes, /api/me/heroes/picker and /api/me/tier-list", () => {
  it('list only the heroes the member owns, uncached, and ask a visitor to sign in', async () => {
    const member = await freshMember();
    const mode = await buildGameMode(t.db, {}, [
      [lr.id, 'S'],
      [r.id, 'B'],
    ]);
    await setOwned(member, r.id, true);
    const heroesList = await as(member, { method: 'GET', url: '/api/me/heroes' });
    expect(heroesList.headers['cache-control']).toBe('private, no-store');
    expect(heroesList.json().items.map((hero: { id: string }) => hero.id)).toEqual([r.id]);
    const tierList = await as(member, { method: 'GET', url: `/api/me/tier-list?mode=${mode.slug}` });
    const tiers = tierList.json().tiers as { tier: string; heroes: { id: string }[] }[];
    expect(tiers.flatMap((tier) => tier.heroes.map((hero) => `${tier.tier}:${hero.id}`))).toEqual([
      `B:${r.id}`,
    ]);
    // The public lists are unchanged and still cacheable.
    const publicList = await as(null, { method: 'GET', url: '/api/heroes' });
    expect(publicList.headers['cache-control']).toContain('public');
    expect(publicList.json().total).toBeGreaterThanOrEqual(2);
    const picker = await as(member, { method: 'GET', url: '/api/me/heroes/picker' });
    expect(picker.json().items.map((hero: { id: string }) => hero.id)).toEqual([r.id]);
    expectError(await as(null, { method: 'GET', url: '/api/me/heroes' }), 401, 'UNAUTHENTICATED');
    expectError(await as(null, { method: 'GET', url: '/api/me/heroes/picker' }), 401, 'UNAUTHENTICATED');
    expectError(await as(null, { method: 'GET', url: '/api/me/tier-list' }), 401, 'UNAUTHENTICATED');
  });
});
