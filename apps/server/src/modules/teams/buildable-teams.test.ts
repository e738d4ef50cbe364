import type { BuildableTeamsResponse, Team } from '@haven/shared/teams/schemas';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectionEntries, heroes, temporaryTeams } from '../../db/schema/index.ts';
import { buildHero, buildTeam, signUpAndSignIn, type TestMember } from '../../test/factories.ts';
import { expectError, injectAs } from '../../test/http.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let member: TestMember;
let creator: TestMember;
let newcomer: TestMember;
/** Seven heroes: the member owns the first five. */
const hero: { id: string; name: string }[] = [];
const teamIds: Record<string, string> = {};

async function postTeam(cookie: string, name: string, heroIds: string[], visibility = 'public') {
  const response = await injectAs(t.app, cookie, {
    method: 'POST',
    url: '/api/teams',
    payload: { name, heroIds, visibility },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Team>().id;
}

const ids = (...positions: number[]) => positions.map((i) => hero[i]?.id as string);

beforeAll(async () => {
  [member, creator, newcomer] = await Promise.all([
    signUpAndSignIn(t.app),
    signUpAndSignIn(t.app),
    signUpAndSignIn(t.app),
  ]);
  for (let i = 0; i < 8; i++) {
    const row = await buildHero(t.db, { name: `Forge Hero ${i}` });
    hero.push({ id: row.id, name: row.name });
  }
  await t.db
    .insert(collectionEntries)
    .values(ids(0, 1, 2, 3, 4).map((heroId) => ({ userId: member.user.id, heroId })));
  // Saved through the API, so each save keeps the team's number of places.
  teamIds.ready = await postTeam(creator.cookie, 'Forge Ready', ids(0, 1, 2, 3, 4));
  teamIds.short = await postTeam(creator.cookie, 'Forge Short', ids(0, 1, 2, 3, 5));
  teamIds.far = await postTeam(creator.cookie, 'Forge Far', ids(0, 1, 2, 5, 6));
  teamIds.unlisted = await postTeam(creator.cookie, 'Forge Unlisted', ids(0, 1, 2, 3, 4), 'unlisted');
  teamIds.private = await postTeam(member.cookie, 'Forge Private', ids(0, 1, 2, 3, 4), 'private');
  teamIds.removed = (await buildTeam(t.db, { name: 'Forge Removed', heroIds: ids(0, 1, 2, 3, 4) })).id;
  await t.db
    .update(temporaryTeams)
    .set({ removedAt: new Date() })
    .where(eq(temporaryTeams.id, teamIds.removed));
  // A team whose fifth hero was deleted since: that place is one nobody fills.
  teamIds.orphan = (await buildTeam(t.db, { name: 'Forge Orphan', heroIds: ids(0, 1, 2, 3, 7) })).id;
  await t.db.delete(heroes).where(eq(heroes.id, hero[7]?.id as string));
});

const read = (query: string, cookie = member.cookie) =>
  injectAs(t.app, cookie, { url: `/api/me/teams/buildable?${query}` });

async function names(query: string, cookie = member.cookie) {
  const response = await read(query, cookie);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<BuildableTeamsResponse>();
  return { body, names: body.items.map((team) => team.name).sort() };
}

describe('GET /api/me/teams/buildable', () => {
  it('lists only the public teams whose every hero the member owns', async () => {
    const { body, names: listed } = await names('search=forge');
    expect(listed).toEqual(['Forge Ready']);
    expect(body.total).toBe(1);
    expect(body.ownedHeroes).toBe(5);
    expect(body.items[0]).toMatchObject({ missing: 0, missingHero: null, myVote: false });
    expect(body.items[0]?.heroes).toHaveLength(5);
  });

  it('with build=near also lists the teams one hero short, naming the hero the member lacks', async () => {
    const { body, names: listed } = await names('search=forge&build=near');
    expect(listed).toEqual(['Forge Orphan', 'Forge Ready', 'Forge Short']);
    const byName = new Map(body.items.map((team) => [team.name, team]));
    expect(byName.get('Forge Short')).toMatchObject({
      missing: 1,
      missingHero: { id: hero[5]?.id, name: 'Forge Hero 5' },
    });
    // The deleted hero's place cannot be filled, and has no hero to name.
    expect(byName.get('Forge Orphan')).toMatchObject({ missing: 1, missingHero: null });
    expect(byName.get('Forge Ready')).toMatchObject({ missing: 0, missingHero: null });
  });

  it('never lists private, unlisted or removed teams, not even the member’s own private team', async () => {
    const { body } = await names('build=near');
    const listed = body.items.map((team) => team.id);
    for (const hidden of [teamIds.private, teamIds.unlisted, teamIds.removed, teamIds.far])
      expect(listed).not.toContain(hidden);
  });

  it('keeps the gallery’s search, filters, sort and pages', async () => {
    expect((await names('search=short&build=near')).names).toEqual(['Forge Short']);
    expect((await names('search=short')).names).toEqual([]);
    const { body } = await names('search=forge&build=near&sort=oldest&page=2');
    expect(body).toMatchObject({ items: [], total: 3, page: 2, totalPages: 1 });
    expect((await names('build=near&member=nobody_at_all')).body.total).toBe(0);
  });

  it('follows the member’s collection at once: owning the missing hero makes the team buildable', async () => {
    const owned = await injectAs(t.app, member.cookie, {
      method: 'PUT',
      url: `/api/me/collection/heroes/${hero[5]?.id}/owned`,
      payload: { owned: true },
    });
    expect(owned.statusCode, owned.body).toBe(200);
    const response = await read('search=forge');
    expect(response.headers['cache-control']).not.toMatch(/public/);
    expect(
      response
        .json<BuildableTeamsResponse>()
        .items.map((team) => team.name)
        .sort(),
    ).toEqual(['Forge Ready', 'Forge Short']);
    await injectAs(t.app, member.cookie, {
      method: 'PUT',
      url: `/api/me/collection/heroes/${hero[5]?.id}/owned`,
      payload: { owned: false },
    });
  });

  it('follows an edited team’s heroes', async () => {
    const edited = await injectAs(t.app, creator.cookie, {
      method: 'PUT',
      url: `/api/teams/${teamIds.far}`,
      payload: { name: 'Forge Far', heroIds: ids(0, 1, 2, 3, 6), visibility: 'public' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const { body } = await names('search=forge far&build=near');
    expect(body.items[0]).toMatchObject({ missing: 1, missingHero: { name: 'Forge Hero 6' } });
  });

  it('answers a member with no heroes with no teams and how many they own', async () => {
    const { body } = await names('build=near', newcomer.cookie);
    expect(body).toMatchObject({ items: [], total: 0, ownedHeroes: 0 });
  });

  it('refuses a visitor', async () => {
    const response = await t.app.inject({ url: '/api/me/teams/buildable' });
    expectError(response, 401, 'UNAUTHENTICATED', 'Please log in to see the teams you can build');
  });

  it('refuses an unknown build choice or page', async () => {
    expectError(
      await read('build=all'),
      400,
      'VALIDATION',
      'Choose which teams to show: the ones you can build, or also those one hero short',
    );
    expectError(await read('page=0'), 400, 'VALIDATION');
  });
});
