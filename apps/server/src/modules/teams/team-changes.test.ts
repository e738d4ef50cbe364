import type { Team } from '@haven/shared/teams/schemas';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { gameModes, temporaryTeamHeroes, temporaryTeams } from '../../db/schema/index.ts';
import {
  buildGameMode,
  buildHero,
  buildTeam,
  signUpAndSignIn,
  type TestMember,
} from '../../test/factories.ts';
import { expectError, expectRowWriteRefusals, injectAs } from '../../test/http.ts';
import { useMembers, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const heroIds: string[] = [];
const { owner, other } = useMembers(t, { owner: 'member', other: 'member' });
let modeId: string;

beforeAll(async () => {
  for (let i = 0; i < 7; i++) heroIds.push((await buildHero(t.db, { name: `Change Hero ${i}` })).id);
  modeId = (await buildGameMode(t.db)).id;
});

const five = (from = 0) => heroIds.slice(from, from + 5);
const create = async (member: TestMember, payload: Record<string, unknown>) =>
  (await injectAs(t.app, member.cookie, { method: 'POST', url: '/api/teams', payload })).json<Team>();
const stored = async (teamId: string) => {
  const [row] = await t.db.select().from(temporaryTeams).where(eq(temporaryTeams.id, teamId));
  const heroes = await t.db
    .select({ heroId: temporaryTeamHeroes.heroId, position: temporaryTeamHeroes.position })
    .from(temporaryTeamHeroes)
    .where(eq(temporaryTeamHeroes.teamId, teamId))
    .orderBy(temporaryTeamHeroes.position);
  return { row, heroIds: heroes.map((h) => h.heroId) };
};

describe('POST /api/teams with a mode and notes', () => {
  it('keeps the mode and the notes cleaned to plain text', async () => {
    const team = await create(owner, {
      name: 'Noted',
      heroIds: five(),
      modeId,
      notes: '<b>Open</b> with the healer, see evil.example.com\nthen push',
    });
    expect(team.mode?.id).toBe(modeId);
    expect(team.notes).toBe('Open with the healer, see\nthen push');
    await injectAs(t.app, owner.cookie, { method: 'DELETE', url: `/api/teams/${team.id}` });
  });

  it('refuses notes past the limit and an unknown mode, writing nothing', async () => {
    const before = (await t.db.select().from(temporaryTeams)).length;
    for (const [payload, message] of [
      [{ notes: 'x'.repeat(1001) }, 'Notes must be at most 1000 characters'],
      [
        { modeId: '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d' },
        'That game mode no longer exists. Please choose another.',
      ],
    ] as const) {
      const response = await injectAs(t.app, other.cookie, {
        method: 'POST',
        url: '/api/teams',
        payload: { name: 'Refused', heroIds: five(), ...payload },
      });
      expectError(response, 400, 'VALIDATION', message);
    }
    expect(await t.db.select().from(temporaryTeams)).toHaveLength(before);
  });

  it('leaves a team with no mode when its mode is deleted', async () => {
    const doomed = await buildGameMode(t.db);
    const team = await buildTeam(t.db, { heroIds: five(), modeId: doomed.id });
    await t.db.delete(gameModes).where(eq(gameModes.id, doomed.id));
    expect((await stored(team.id)).row?.modeId).toBeNull();
  });
});

describe('PUT /api/teams/:teamId', () => {
  const edit = (member: TestMember | null, teamId: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/teams/${teamId}`,
      headers: member ? { cookie: member.cookie } : {},
      payload,
    });

  it("replaces the owner's name, heroes, mode and notes and keeps the slug", async () => {
    const team = await buildTeam(t.db, { userId: owner.user.id, heroIds: five(), name: 'Before' });
    const response = await edit(owner, team.id, {
      name: 'After',
      heroIds: five(2),
      modeId,
      notes: 'Hold the line',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Team>()).toMatchObject({ name: 'After', slug: team.slug, notes: 'Hold the line' });
    const after = await stored(team.id);
    expect(after.heroIds).toEqual(five(2));
    expect(after.row).toMatchObject({ name: 'After', modeId, slug: team.slug });
  });

  it('refuses bad input, an unknown hero or mode, another member and a visitor, changing nothing', async () => {
    const team = await buildTeam(t.db, { userId: owner.user.id, heroIds: five(), name: 'Steady' });
    expectError(
      await edit(owner, team.id, { name: ' ', heroIds: five() }),
      400,
      'VALIDATION',
      'Please enter a team name',
    );
    expectError(
      await edit(owner, team.id, { name: 'Four', heroIds: heroIds.slice(0, 4) }),
      400,
      'VALIDATION',
      'Please select 5 heroes for your team',
    );
    const unknown = '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
    expectError(
      await edit(owner, team.id, { name: 'Ghost', heroIds: [...five(1).slice(0, 4), unknown] }),
      400,
      'VALIDATION',
      'One of the chosen heroes no longer exists. Please choose another.',
    );
    expectError(
      await edit(owner, team.id, { name: 'Ghost', heroIds: five(1), modeId: unknown }),
      400,
      'VALIDATION',
      'That game mode no longer exists. Please choose another.',
    );
    expectError(
      await edit(other, team.id, { name: 'Taken', heroIds: five(1) }),
      403,
      'FORBIDDEN',
      'You can only edit your own teams',
    );
    expectError(
      await edit(null, team.id, { name: 'Nobody', heroIds: five(1) }),
      401,
      'UNAUTHENTICATED',
      'Please log in to edit a team',
    );
    expectError(
      await edit(owner, '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', { name: 'Ghost', heroIds: five() }),
      404,
      'NOT_FOUND',
      'Team not found',
    );
    const after = await stored(team.id);
    expect(after.row?.name).toBe('Steady');
    expect(after.heroIds).toEqual(five());
  });
});

describe('POST /api/teams/:teamId/copy', () => {
  const copy = (member: TestMember | null, teamId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/teams/${teamId}/copy`,
      headers: member ? { cookie: member.cookie } : {},
    });

  it("makes the member's own team with the same heroes, mode and notes under a new name and slug", async () => {
    const copier = await signUpAndSignIn(t.app);
    const original = await buildTeam(t.db, {
      heroIds: five(1),
      name: 'Sky Lancers',
      modeId,
      notes: 'Burst early',
    });
    const response = await copy(copier, original.id);
    expect(response.statusCode).toBe(201);
    const made = response.json<Team>();
    expect(made).toMatchObject({ name: 'Sky Lancers (Copy)', notes: 'Burst early', mode: { id: modeId } });
    expect(made.slug).not.toBe(original.slug);
    expect(made.creator?.id).toBe(copier.user.id);
    expect((await stored(made.id)).heroIds).toEqual(five(1));
  });

  it('refuses a sixth team with the limit message and writes nothing', async () => {
    const full = await signUpAndSignIn(t.app);
    for (let i = 0; i < 5; i++) await buildTeam(t.db, { userId: full.user.id, heroIds: five() });
    const original = await buildTeam(t.db, { heroIds: five() });
    expectError(
      await copy(full, original.id),
      409,
      'CONFLICT',
      'You have reached the maximum number of temporary teams (5)',
    );
    expect(
      await t.db.select().from(temporaryTeams).where(eq(temporaryTeams.userId, full.user.id)),
    ).toHaveLength(5);
  });

  it('needs a member and a team that exists', async () => {
    const original = await buildTeam(t.db, { heroIds: five() });
    await expectRowWriteRefusals(copy, other, original.id, {
      signIn: 'Please log in to copy a team',
      notFound: 'Team not found',
    });
  });
});
