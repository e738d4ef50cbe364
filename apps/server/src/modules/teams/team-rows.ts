import type { TeamVisibility } from '@haven/shared/teams/constants';
import type { Team } from '@haven/shared/teams/schemas';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  gameModes,
  heroes,
  profiles,
  teamVotes,
  temporaryTeamHeroes,
  temporaryTeams,
} from '../../db/schema/index.ts';
import { heroPickerColumns } from '../heroes/hero-card.ts';

/** The columns every team read selects, from the team joined to its creator and mode. */
export const teamColumns = {
  id: temporaryTeams.id,
  name: temporaryTeams.name,
  slug: temporaryTeams.slug,
  createdAt: temporaryTeams.createdAt,
  notes: temporaryTeams.notes,
  visibility: temporaryTeams.visibility,
  voteCount: temporaryTeams.voteCount,
  creatorId: profiles.id,
  username: profiles.username,
  modeId: gameModes.id,
  modeName: gameModes.name,
  modeSlug: gameModes.slug,
};
export type TeamRow = {
  id: string;
  name: string;
  slug: string;
  createdAt: Date;
  notes: string;
  visibility: TeamVisibility;
  voteCount: number;
  creatorId: string | null;
  username: string | null;
  modeId: string | null;
  modeName: string | null;
  modeSlug: string | null;
};

/** Teams joined to their creator and mode; select with `teamColumns`. */
export function selectTeams(db: DbOrTx) {
  return db
    .select(teamColumns)
    .from(temporaryTeams)
    .leftJoin(profiles, eq(profiles.id, temporaryTeams.userId))
    .leftJoin(gameModes, eq(gameModes.id, temporaryTeams.modeId));
}

/** The heroes of these teams by position, in one query; a deleted hero comes back as null. */
async function findTeamMembers(db: DbOrTx, teamIds: string[]) {
  const byTeam = new Map<string, Team['heroes']>();
  if (teamIds.length === 0) return byTeam;
  const rows = await db
    .select({
      teamId: temporaryTeamHeroes.teamId,
      position: temporaryTeamHeroes.position,
      ...heroPickerColumns,
    })
    .from(temporaryTeamHeroes)
    .leftJoin(heroes, eq(heroes.id, temporaryTeamHeroes.heroId))
    .where(inArray(temporaryTeamHeroes.teamId, teamIds))
    .orderBy(asc(temporaryTeamHeroes.position));
  for (const r of rows) {
    const list = byTeam.get(r.teamId) ?? [];
    list.push({
      position: r.position,
      hero:
        r.id && r.name && r.slug && r.rarity
          ? { id: r.id, name: r.name, slug: r.slug, rarity: r.rarity, imageUrl: r.imageUrl }
          : null,
    });
    byTeam.set(r.teamId, list);
  }
  return byTeam;
}

/** Team rows with their heroes (one more query for all of them), as the public sees them. */
export async function withMembers(db: DbOrTx, rows: TeamRow[]): Promise<Team[]> {
  const members = await findTeamMembers(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    createdAt: r.createdAt.toISOString(),
    creator: r.creatorId && r.username ? { id: r.creatorId, username: r.username } : null,
    heroes: members.get(r.id) ?? [],
    mode: r.modeId && r.modeName && r.modeSlug ? { id: r.modeId, name: r.modeName, slug: r.modeSlug } : null,
    notes: r.notes,
    visibility: r.visibility,
    voteCount: r.voteCount,
    myVote: false,
  }));
}

/** The teams with the viewer's own votes marked: one query on the votes' key for all of them. */
export async function withViewerVotes<T extends { id: string; myVote: boolean }>(
  db: DbOrTx,
  teams: T[],
  viewerId: string,
): Promise<T[]> {
  if (teams.length === 0) return teams;
  const votes = await db
    .select({ teamId: teamVotes.teamId })
    .from(teamVotes)
    .where(
      and(
        eq(teamVotes.userId, viewerId),
        inArray(
          teamVotes.teamId,
          teams.map((t) => t.id),
        ),
      ),
    );
  const voted = new Set(votes.map((v) => v.teamId));
  return teams.map((t) => ({ ...t, myVote: voted.has(t.id) }));
}
