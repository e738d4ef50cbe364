import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { heroes, profiles, temporaryTeamHeroes, temporaryTeams } from '../../db/schema/index.ts';
import { buildHero, buildTeam, signUpAndSignIn, type TestMember } from '../../test/factories.ts';
import { expectError, injectAs } from '../../test/http.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let member: TestMember;
const heroIds: string[] = [];

beforeAll(async () => {
  member = await namedMember('team_builder');
  for (let i = 0; i < 6; i++) {
    heroIds.push((await buildHero(t.db, { name: `Team Hero ${i}`, class: 'Guard', rarity: 'UR' })).id);
  }
});

/** A member whose username is the one given. */
async function namedMember(username: string): Promise<TestMember> {
  const created = await signUpAndSignIn(t.app);
  await t.db.update(profiles).set({ username }).where(eq(profiles.id, created.user.id));
  return created;
}

const five = () => heroIds.slice(0, 5);
const create = (cookie: string | undefined, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/teams', headers: cookie ? { cookie } : {}, payload });
const teamsOf = (userId: string) =>
  t.db.select().from(temporaryTeams).where(eq(temporaryTeams.userId, userId));

describe('POST /api/teams', () => {
  it('creates a team with its five heroes by position and answers with its page data', async () => {
    const response = await create(member.cookie, { name: 'Dawn Breakers', heroIds: five() });
    expect(response.statusCode).toBe(201);
    const team = response.json();
    expect(team).toMatchObject({
      name: 'Dawn Breakers',
      slug: 'dawn-breakers',
      creator: { username: 'team_builder' },
    });
    expect(
      team.heroes.map((h: { position: number; hero: { id: string } }) => [h.position, h.hero.id]),
    ).toEqual(five().map((id, i) => [i + 1, id]));
  });

  it('needs a signed-in member', async () => {
    expectError(
      await create(undefined, { name: 'Nobody', heroIds: five() }),
      401,
      'UNAUTHENTICATED',
      'Please log in to create a team',
    );
  });

  it('refuses bad input with the form messages and writes nothing', async () => {
    const other = await signUpAndSignIn(t.app);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '   ', heroIds: five() }, 'Please enter a team name'],
      [{ name: 'x'.repeat(51), heroIds: five() }, 'Team name must be at most 50 characters'],
      [{ name: 'Four', heroIds: heroIds.slice(0, 4) }, 'Please select 5 heroes for your team'],
      [{ name: 'Twice', heroIds: [...heroIds.slice(0, 4), heroIds[0]] }, 'This hero is already in your team'],
      [
        { name: 'Ghost', heroIds: [...heroIds.slice(0, 4), '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d'] },
        'One of the chosen heroes no longer exists. Please choose another.',
      ],
    ];
    for (const [payload, message] of cases) {
      expectError(await create(other.cookie, payload), 400, 'VALIDATION', message);
    }
    expect(await teamsOf(other.user.id)).toEqual([]);
  });

  it('adds -1, -2 to a name already taken, and keeps public and manage for their pages', async () => {
    const other = await signUpAndSignIn(t.app);
    const slugs: string[] = [];
    for (const name of ['Night Owls', 'night owls!', 'NIGHT  OWLS', 'Public']) {
      slugs.push((await create(other.cookie, { name, heroIds: five() })).json().slug);
    }
    expect(slugs).toEqual(['night-owls', 'night-owls-1', 'night-owls-2', 'public-1']);
  });

  it('stops at five teams a member, even when six creates race', async () => {
    const racer = await signUpAndSignIn(t.app);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => create(racer.cookie, { name: `Race ${i}`, heroIds: five() })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(5);
    const [refused] = results.filter((r) => r.statusCode !== 201);
    if (!refused) throw new Error('no create was refused');
    expectError(refused, 409, 'CONFLICT', 'You have reached the maximum number of temporary teams (5)');
    expect(await teamsOf(racer.user.id)).toHaveLength(5);
  });
});

describe('GET /api/me/teams', () => {
  it('lists the member’s own teams, newest first, and needs a member', async () => {
    const owner = await signUpAndSignIn(t.app);
    await create(owner.cookie, { name: 'First', heroIds: five() });
    await create(owner.cookie, { name: 'Second', heroIds: five() });
    const mine = await injectAs(t.app, owner.cookie, { url: '/api/me/teams' });
    expect(mine.json().items.map((team: { name: string }) => team.name)).toEqual(['Second', 'First']);
    expect((await t.app.inject({ url: '/api/me/teams' })).statusCode).toBe(401);
  });
});

describe('DELETE /api/teams/:teamId', () => {
  it('deletes the member’s own team with its heroes', async () => {
    const owner = await signUpAndSignIn(t.app);
    const team = (await create(owner.cookie, { name: 'Short Lived', heroIds: five() })).json();
    const response = await injectAs(t.app, owner.cookie, { method: 'DELETE', url: `/api/teams/${team.id}` });
    expect(response.json()).toEqual({ ok: true });
    expect(await teamsOf(owner.user.id)).toEqual([]);
    expect(
      await t.db.select().from(temporaryTeamHeroes).where(eq(temporaryTeamHeroes.teamId, team.id)),
    ).toEqual([]);
  });

  it('refuses another member’s team and leaves it in place', async () => {
    const owner = await signUpAndSignIn(t.app);
    const intruder = await signUpAndSignIn(t.app);
    const team = (await create(owner.cookie, { name: 'Guarded', heroIds: five() })).json();
    expectError(
      await injectAs(t.app, intruder.cookie, { method: 'DELETE', url: `/api/teams/${team.id}` }),
      403,
      'FORBIDDEN',
      'You can only delete your own teams',
    );
    expect(await teamsOf(owner.user.id)).toHaveLength(1);
  });

  it('needs a member and answers not found for an unknown team', async () => {
    const team = (await create(member.cookie, { name: 'Kept', heroIds: five() })).json();
    expectError(
      await t.app.inject({ method: 'DELETE', url: `/api/teams/${team.id}` }),
      401,
      'UNAUTHENTICATED',
    );
    expectError(
      await injectAs(t.app, member.cookie, {
        method: 'DELETE',
        url: '/api/teams/3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      }),
      404,
      'NOT_FOUND',
      'Team not found',
    );
  });
});

describe('GET /api/teams/:slug', () => {
  it('shows the team to anyone, with an unknown hero where a hero was deleted', async () => {
    const doomed = await buildHero(t.db, { name: 'Doomed Hero' });
    const owner = await namedMember('slug_owner');
    const team = (
      await create(owner.cookie, { name: 'With A Ghost', heroIds: [...heroIds.slice(0, 4), doomed.id] })
    ).json();
    await t.db.delete(heroes).where(eq(heroes.id, doomed.id));
    await t.app.bus.publish({ topic: 'heroes', id: doomed.id });
    const response = await t.app.inject({ url: `/api/teams/${team.slug}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'With A Ghost', creator: { username: 'slug_owner' } });
    expect(response.json().heroes[4]).toEqual({ position: 5, hero: null });
  });

  it('names no creator when the team has no owner, and answers not found for an unknown slug', async () => {
    const team = await buildTeam(t.db, { heroIds: five() });
    expect((await t.app.inject({ url: `/api/teams/${team.slug}` })).json().creator).toBeNull();
    expectError(await t.app.inject({ url: '/api/teams/no-such-team' }), 404, 'NOT_FOUND', 'Team not found');
  });
});

describe('GET /api/teams', () => {
  it('searches names and creators, sorts latest or oldest, and pages on the server', async () => {
    const searcher = await namedMember('zephyr_maker');
    const base = Date.parse('2020-01-01T00:00:00Z');
    for (let i = 0; i < 3; i++) {
      await buildTeam(t.db, { heroIds: five(), createdAt: new Date(base + i * 1000) }).then((team) =>
        t.db
          .update(temporaryTeams)
          .set({ name: `Quasar ${i}` })
          .where(eq(temporaryTeams.id, team.id)),
      );
    }
    await create(searcher.cookie, { name: 'Windy', heroIds: five() });

    const latest = await t.app.inject({ url: '/api/teams?search=QUASAR' });
    expect(latest.json().items.map((x: { name: string }) => x.name)).toEqual([
      'Quasar 2',
      'Quasar 1',
      'Quasar 0',
    ]);
    expect(latest.json().items[0]).toMatchObject({ creator: null, voteCount: 0, myVote: false, mode: null });
    expect(latest.json().items[0].heroes).toHaveLength(5);
    const oldest = await t.app.inject({ url: '/api/teams?search=quasar&sort=oldest' });
    expect(oldest.json().items.map((x: { name: string }) => x.name)).toEqual([
      'Quasar 0',
      'Quasar 1',
      'Quasar 2',
    ]);

    const byCreator = await t.app.inject({ url: '/api/teams?search=zephyr' });
    expect(byCreator.json()).toMatchObject({
      total: 1,
      items: [{ name: 'Windy', creator: { username: 'zephyr_maker' } }],
    });

    const all = (await t.app.inject({ url: '/api/teams' })).json();
    expect(all.page).toBe(1);
    expect(all.pageSize).toBe(24);
    expect(all.total).toBeGreaterThan(3);
    expect((await t.app.inject({ url: '/api/teams?search=nothing-matches-this' })).json().items).toEqual([]);
  });

  it('shows a new team at once after it is created', async () => {
    const before = (await t.app.inject({ url: '/api/teams?search=freshly' })).json();
    expect(before.total).toBe(0);
    await create(member.cookie, { name: 'Freshly Made', heroIds: five() });
    expect((await t.app.inject({ url: '/api/teams?search=freshly' })).json().total).toBe(1);
  });
});
