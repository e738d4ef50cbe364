import { TEAM_MESSAGES } from '@haven/shared/teams/messages';
import { canViewTeam, canVoteTeam } from '@haven/shared/teams/policies';
import type { TeamVote } from '@haven/shared/teams/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db } from '../../db/client.ts';
import { teamVotes, temporaryTeams } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';

/**
 * Votes for a team, or takes the vote back when the viewer already voted, and moves the team's
 * kept count by exactly that change in the same transaction. The team row is locked first, so
 * a member's racing presses apply one after the other and the count matches the votes.
 */
export async function toggleTeamVote(db: Db, viewer: Viewer, teamId: string): Promise<TeamVote> {
  return db.transaction(async (tx) => {
    const [team] = await tx
      .select({ ownerId: temporaryTeams.userId, visibility: temporaryTeams.visibility })
      .from(temporaryTeams)
      .where(eq(temporaryTeams.id, teamId))
      .for('update');
    if (!team || !canViewTeam(viewer, team)) throw new AppError('NOT_FOUND', TEAM_MESSAGES.notFound);
    if (!canVoteTeam(viewer, team)) throw new AppError('FORBIDDEN', TEAM_MESSAGES.voteOwnTeam);
    const mine = and(eq(teamVotes.teamId, teamId), eq(teamVotes.userId, viewer.id));
    const removed = await tx.delete(teamVotes).where(mine).returning({ teamId: teamVotes.teamId });
    const myVote = removed.length === 0;
    if (myVote) await tx.insert(teamVotes).values({ teamId, userId: viewer.id });
    const [counted] = await tx
      .update(temporaryTeams)
      .set({ voteCount: sql`${temporaryTeams.voteCount} + ${myVote ? 1 : -1}` })
      .where(eq(temporaryTeams.id, teamId))
      .returning({ voteCount: temporaryTeams.voteCount });
    return { voteCount: counted?.voteCount ?? 0, myVote };
  });
}
