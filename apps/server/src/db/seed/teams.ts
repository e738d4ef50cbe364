import { slugifyName, slugifyRuns } from '@haven/shared/common/slug';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { gameModes, teamVotes, temporaryTeamHeroes, temporaryTeams } from '../schema/index.ts';
import { TEAMS, type TeamSeed } from './content/teams.ts';
import type { MemberIds } from './profiles.ts';
import { daysBefore } from './upsert.ts';

type SeededTeam = { team: TeamSeed; values: { userId: string; name: string; slug: string; createdAt: Date } };

/**
 * Inserts the members' temporary teams and fills the ones that are ours with their heroes, game
 * mode (once the tier list's modes exist), notes and votes. A team a member has since given a
 * mode or notes keeps them; each vote count is set from the votes stored.
 */
export async function seedTeams(
  db: Db,
  now: Date,
  members: MemberIds,
  heroIds: Map<string, string>,
): Promise<number> {
  const teams = TEAMS.flatMap((team): SeededTeam[] => {
    const userId = members.get(team.owner);
    if (!userId) return [];
    const createdAt = daysBefore(now, team.daysAgo, team.name);
    return [{ team, values: { userId, name: team.name, slug: slugifyRuns(team.name), createdAt } }];
  });
  if (teams.length === 0) return 0;

  await db.transaction(async (tx) => {
    await tx
      .insert(temporaryTeams)
      .values(teams.map(({ values }) => ({ ...values, updatedAt: values.createdAt })))
      .onConflictDoNothing({ target: temporaryTeams.slug });
    const saved = await tx
      .select({ id: temporaryTeams.id, slug: temporaryTeams.slug, userId: temporaryTeams.userId })
      .from(temporaryTeams)
      .where(
        inArray(
          temporaryTeams.slug,
          teams.map((team) => team.values.slug),
        ),
      );
    const teamBySlug = new Map(saved.map((row) => [row.slug, row]));
    const modes = await tx.select({ id: gameModes.id, slug: gameModes.slug }).from(gameModes);
    const modeBySlug = new Map(modes.map((mode) => [mode.slug, mode.id]));
    // Only fill teams that are ours (a member may have used the same name).
    const ours = teams.flatMap(({ team, values }) => {
      const row = teamBySlug.get(values.slug);
      return row && row.userId === values.userId ? [{ team, values, id: row.id }] : [];
    });

    const teamHeroRows = ours.flatMap(({ team, values, id }) => {
      const places = team.heroes.filter((name) => heroIds.has(name)).length;
      return team.heroes.flatMap((name, index) => {
        const heroId = heroIds.get(name);
        return heroId
          ? [{ teamId: id, heroId, position: index + 1, teamPlaces: places, createdAt: values.createdAt }]
          : [];
      });
    });
    if (teamHeroRows.length) await tx.insert(temporaryTeamHeroes).values(teamHeroRows).onConflictDoNothing();

    for (const { team, id } of ours) {
      const modeId = team.mode ? (modeBySlug.get(slugifyName(team.mode)) ?? null) : null;
      await tx
        .update(temporaryTeams)
        .set({ modeId, notes: team.notes ?? '' })
        .where(
          and(eq(temporaryTeams.id, id), sql`${temporaryTeams.modeId} is null`, eq(temporaryTeams.notes, '')),
        );
    }

    const voteRows = ours.flatMap(({ team, id }) =>
      (team.voters ?? []).flatMap((key) => {
        const userId = members.get(key);
        return userId ? [{ teamId: id, userId }] : [];
      }),
    );
    if (voteRows.length) await tx.insert(teamVotes).values(voteRows).onConflictDoNothing();
    // The seed sets each kept count from the votes once; requests only ever move it by one.
    await tx
      .update(temporaryTeams)
      .set({
        voteCount: sql`(select count(*)::int from ${teamVotes} where ${teamVotes.teamId} = ${temporaryTeams.id})`,
      })
      .where(
        inArray(
          temporaryTeams.id,
          ours.map((team) => team.id),
        ),
      );
  });
  return teams.length;
}
