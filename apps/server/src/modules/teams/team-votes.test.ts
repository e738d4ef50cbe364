import type { PublicTeamsResponse, Team } from '@haven/shared/teams/schemas';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { teamVotes, temporaryTeams } from '../../db/schema/index.ts';
import { buildHero, buildTeam, signUpAndSignIn, type TestMember } from '../../test/factories.ts';
import { expectError, expectRowWriteRefusals } from '../../test/http.ts';
import { useMembers, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const heroIds: string[] = [];
const { owner, voter } = useMembers(t, { owner: 'member', voter: 'member' });

beforeAll(async () => {
  for (let i = 0; i < 5; i++) heroIds.push((await buildHero(t.db, { name: `Vote Hero ${i}` })).id);
});

const vote = (member: TestMember | null, teamId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/teams/${teamId}/vote`,
    headers: member ? { cookie: member.cookie } : {},
  });
const votesOn = (teamId: string) => t.db.select().from(teamVotes).where(eq(teamVotes.teamId, teamId));
const countOf = async (teamId: string) =>
  (await t.db.select().from(temporaryTeams).where(eq(temporaryTeams.id, teamId)))[0]?.voteCount;

describe('POST /api/teams/:teamId/vote', () => {
  it('votes a team up, and a second press takes the vote back, the kept count following', async () => {
    const team = await buildTeam(t.db, { userId: owner.user.id, heroIds });
    const first = await vote(voter, team.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ voteCount: 1, myVote: true });
    expect(await countOf(team.id)).toBe(1);
    expect((await vote(voter, team.id)).json()).toEqual({ voteCount: 0, myVote: false });
    expect(await votesOn(team.id)).toEqual([]);
  });

  it("shows the count to everyone and the viewer's own vote to them alone", async () => {
    const team = await buildTeam(t.db, { userId: owner.user.id, heroIds });
    const read = (member: TestMember | null) =>
      t.app.inject({ url: `/api/teams/${team.slug}`, headers: member ? { cookie: member.cookie } : {} });
    expect((await read(voter)).json<Team>()).toMatchObject({ voteCount: 0, myVote: false });
    await vote(voter, team.id);
    expect((await read(voter)).json<Team>()).toMatchObject({ voteCount: 1, myVote: true });
    expect((await read(null)).json<Team>()).toMatchObject({ voteCount: 1, myVote: false });
    expect((await read(owner)).json<Team>()).toMatchObject({ voteCount: 1, myVote: false });
    const gallery = (member: TestMember | null) =>
      t.app.inject({
        url: `/api/teams?member=${encodeURIComponent(owner.user.username)}`,
        headers: member ? { cookie: member.cookie } : {},
      });
    const mine = (await gallery(voter)).json<PublicTeamsResponse>().items.find((x) => x.id === team.id);
    expect(mine).toMatchObject({ voteCount: 1, myVote: true });
    const theirs = (await gallery(null)).json<PublicTeamsResponse>().items.find((x) => x.id === team.id);
    expect(theirs).toMatchObject({ voteCount: 1, myVote: false });
  });

  it("refuses a vote on the member's own team and writes nothing", async () => {
    const team = await buildTeam(t.db, { userId: owner.user.id, heroIds });
    expectError(await vote(owner, team.id), 403, 'FORBIDDEN', 'You cannot vote for your own team');
    expect(await votesOn(team.id)).toEqual([]);
    expect(await countOf(team.id)).toBe(0);
  });

  it('needs a member, a team that exists and an id', async () => {
    const team = await buildTeam(t.db, { heroIds });
    await expectRowWriteRefusals(vote, voter, team.id, {
      signIn: 'Please log in to vote for a team',
      notFound: 'Team not found',
    });
    expect(await countOf(team.id)).toBe(0);
  });

  it('keeps one vote per member in the database', async () => {
    const team = await buildTeam(t.db, { heroIds });
    await t.db.insert(teamVotes).values({ teamId: team.id, userId: voter.user.id });
    await expect(t.db.insert(teamVotes).values({ teamId: team.id, userId: voter.user.id })).rejects.toThrow();
  });

  it("takes a deleted member's vote out of the kept count", async () => {
    const team = await buildTeam(t.db, { heroIds });
    const leaving = await signUpAndSignIn(t.app);
    const admin = await signUpAndSignIn(t.app, { admin: true });
    await vote(leaving, team.id);
    await vote(voter, team.id);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/members/${leaving.user.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(removed.statusCode).toBe(200);
    expect(await countOf(team.id)).toBe(1);
    expect(await votesOn(team.id)).toHaveLength(1);
    await vote(voter, team.id);
  });

  it('leaves the votes and the count in agreement when presses race', async () => {
    const team = await buildTeam(t.db, { heroIds });
    const others = await Promise.all([signUpAndSignIn(t.app), signUpAndSignIn(t.app)]);
    // Three presses by one member (vote, unvote, vote) and one each by two others.
    const results = await Promise.all([
      vote(voter, team.id),
      vote(voter, team.id),
      vote(voter, team.id),
      ...others.map((m) => vote(m, team.id)),
    ]);
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const mine = await t.db
      .select()
      .from(teamVotes)
      .where(and(eq(teamVotes.teamId, team.id), eq(teamVotes.userId, voter.user.id)));
    expect(mine).toHaveLength(1);
    expect(await votesOn(team.id)).toHaveLength(3);
    expect(await countOf(team.id)).toBe(3);
  });
});
