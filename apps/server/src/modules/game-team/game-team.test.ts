import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { userHeroRoster } from '../../db/schema/index.ts';
import { buildHero, signUpAndSignIn, type TestMember } from '../../test/factories.ts';
import { expectError, expectRowWriteRefusals, MISSING_ROW_ID } from '../../test/http.ts';
import { useTestApp } from '../../test/test-app.ts';
import { addToGameTeam } from './game-team.ts';

const t = useTestApp();
let member: TestMember;
const heroIds: string[] = [];

beforeAll(async () => {
  member = await signUpAndSignIn(t.app);
  for (let i = 0; i < 7; i++) {
    heroIds.push((await buildHero(t.db, { name: `Roster Hero ${i}`, class: 'Doctor', rarity: 'SSR' })).id);
  }
});

const add = (cookie: string | undefined, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/me/game-team', headers: cookie ? { cookie } : {}, payload });

describe('POST /api/me/game-team', () => {
  it('needs a signed-in member', async () => {
    const response = await add(undefined, { heroId: heroIds[0], position: 1 });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Please log in to add heroes to your Game Team');
  });

  it('refuses a missing position or a malformed hero id, writing nothing', async () => {
    expect((await add(member.cookie, { heroId: heroIds[0] })).statusCode).toBe(400);
    const bad = await add(member.cookie, { heroId: 'x', position: 1 });
    expect(bad.json().error.message).toBe('Invalid hero ID');
    expect((await add(member.cookie, { heroId: heroIds[0], position: 6 })).statusCode).toBe(400);
    expect(await t.db.select().from(userHeroRoster).where(eq(userHeroRoster.userId, member.user.id))).toEqual(
      [],
    );
  });

  it('makes the first hero main, refuses repeats and taken positions, and stops at five', async () => {
    const first = await add(member.cookie, { heroId: heroIds[0], position: 4 });
    expect(first.statusCode).toBe(201);
    expect(first.json().entries).toMatchObject([
      { position: 4, isMain: true, hero: { name: 'Roster Hero 0' } },
    ]);

    const again = await add(member.cookie, { heroId: heroIds[0], position: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Roster Hero 0 is already in your Game Team');
    const taken = await add(member.cookie, { heroId: heroIds[1], position: 4 });
    expect(taken.statusCode).toBe(409);

    for (const [i, position] of [1, 2, 3, 5].entries()) {
      const response = await add(member.cookie, { heroId: heroIds[i + 1], position });
      expect(response.json().entries.filter((e: { isMain: boolean }) => e.isMain)).toHaveLength(1);
    }
    const full = await add(member.cookie, { heroId: heroIds[6], position: 1 });
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toBe(
      'Your Game Team is full. Please remove a hero before adding a new one.',
    );
    const team = await t.app.inject({ url: '/api/me/game-team', headers: { cookie: member.cookie } });
    expect(team.json().entries.map((e: { position: number }) => e.position)).toEqual([1, 2, 3, 4, 5]);
  });

  it('holds the limits when adds race, each add told its own outcome', async () => {
    const racer = await signUpAndSignIn(t.app);
    const results = await Promise.all(
      heroIds.map((heroId) => add(racer.cookie, { heroId, position: 1 + (heroIds.indexOf(heroId) % 5) })),
    );
    // Five free positions: five adds succeed (first adds meeting on the main mark included), the
    // two that chose a taken position are told so.
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(2);
    const rows = await t.db.select().from(userHeroRoster).where(eq(userHeroRoster.userId, racer.user.id));
    expect(new Set(rows.map((r) => r.position)).size).toBe(rows.length);
    expect(rows.filter((r) => r.isMain)).toHaveLength(1);
  });

  it('lets five first adds at once all succeed, exactly one of them main, on every try', async () => {
    // The race is a matter of timing: several members make a miss near certain to show.
    for (let round = 0; round < 4; round++) {
      const racer = await signUpAndSignIn(t.app);
      const results = await Promise.allSettled(
        [1, 2, 3, 4, 5].map((position) =>
          addToGameTeam(t.db, racer.user.id, heroIds[position] as string, position),
        ),
      );
      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
      const rows = await t.db.select().from(userHeroRoster).where(eq(userHeroRoster.userId, racer.user.id));
      expect(rows).toHaveLength(5);
      expect(rows.filter((r) => r.isMain)).toHaveLength(1);
    }
  });

  it('reads the team only for the signed-in member', async () => {
    expect((await t.app.inject({ url: '/api/me/game-team' })).statusCode).toBe(401);
  });
});

describe('PUT /api/me/game-team/:entryId/hero', () => {
  const replace = (cookie: string | undefined, entryId: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/me/game-team/${entryId}/hero`,
      headers: cookie ? { cookie } : {},
      payload,
    });

  /** A member whose team is full: heroes 0-4 at positions 1-5, hero 0 main. */
  async function fullTeam() {
    const owner = await signUpAndSignIn(t.app);
    for (const [i, position] of [1, 2, 3, 4, 5].entries()) {
      expect((await add(owner.cookie, { heroId: heroIds[i], position })).statusCode).toBe(201);
    }
    const rows = await t.db.select().from(userHeroRoster).where(eq(userHeroRoster.userId, owner.user.id));
    const entryOf = (heroId: string | undefined) => rows.find((row) => row.heroId === heroId)?.id ?? '';
    return { owner, rows, entryOf };
  }

  const rosterOf = async (userId: string) =>
    (await t.db.select().from(userHeroRoster).where(eq(userHeroRoster.userId, userId)))
      .map((row) => [row.position, row.heroId, row.isMain])
      .sort();

  it('puts the new hero in the replaced hero’s place, its position and main mark kept', async () => {
    const { owner, entryOf } = await fullTeam();
    const response = await replace(owner.cookie, entryOf(heroIds[0]), { heroId: heroIds[6] });
    expect(response.statusCode).toBe(200);
    expect(response.json().entries).toHaveLength(5);
    expect(response.json().entries[0]).toMatchObject({
      position: 1,
      isMain: true,
      hero: { id: heroIds[6], name: 'Roster Hero 6' },
    });
    expect(await rosterOf(owner.user.id)).toEqual(
      [
        [1, heroIds[6], true],
        [2, heroIds[1], false],
        [3, heroIds[2], false],
        [4, heroIds[3], false],
        [5, heroIds[4], false],
      ].sort(),
    );
  });

  it('refuses a hero already in the team (409), writing nothing', async () => {
    const { owner, entryOf } = await fullTeam();
    const before = await rosterOf(owner.user.id);
    const duplicate = await replace(owner.cookie, entryOf(heroIds[0]), { heroId: heroIds[1] });
    expectError(duplicate, 409, 'CONFLICT', 'Roster Hero 1 is already in your Game Team');
    const itself = await replace(owner.cookie, entryOf(heroIds[0]), { heroId: heroIds[0] });
    expectError(itself, 409, 'CONFLICT', 'Roster Hero 0 is already in your Game Team');
    expect(await rosterOf(owner.user.id)).toEqual(before);
  });

  it('refuses a replaced hero not in the team (404) or a malformed one (400), and an unknown new hero', async () => {
    const { owner, entryOf } = await fullTeam();
    const before = await rosterOf(owner.user.id);
    await expectRowWriteRefusals(
      (who, entryId) => replace(who?.cookie, entryId, { heroId: heroIds[6] }),
      owner,
      entryOf(heroIds[0]),
      {
        signIn: 'Please log in to add heroes to your Game Team',
        notFound: 'That hero is not in your Game Team',
      },
    );
    const unknownHero = await replace(owner.cookie, entryOf(heroIds[0]), { heroId: MISSING_ROW_ID });
    expectError(unknownHero, 404, 'NOT_FOUND', 'Invalid hero ID');
    const badHero = await replace(owner.cookie, entryOf(heroIds[0]), { heroId: 'x' });
    expectError(badHero, 400, 'VALIDATION', 'Invalid hero ID');
    expect(await rosterOf(owner.user.id)).toEqual(before);
  });

  it("refuses to change another member's team (403), writing nothing", async () => {
    const { owner, entryOf } = await fullTeam();
    const before = await rosterOf(owner.user.id);
    const stranger = await signUpAndSignIn(t.app);
    const response = await replace(stranger.cookie, entryOf(heroIds[0]), { heroId: heroIds[6] });
    expectError(response, 403, 'FORBIDDEN', 'You can only change your own Game Team');
    expect(await rosterOf(owner.user.id)).toEqual(before);
    expect(await rosterOf(stranger.user.id)).toEqual([]);
  });
});
