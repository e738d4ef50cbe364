import { slugifyRuns } from '@haven/shared/common/slug';
import { inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { temporaryTeamHeroes, temporaryTeams } from '../schema/index.ts';
import { TEAMS } from './content/teams.ts';
import type { MemberIds } from './profiles.ts';
import { daysBefore } from './upsert.ts';

/** Inserts the members' temporary teams and fills the ones that are ours with their heroes. */
export async function seedTeams(
  db: Db,
  now: Date,
  members: MemberIds,
  heroIds: Map<string, string>,
): Promise<number> {
  const teams = TEAMS.flatMap((team) => {
    const userId = members.get(team.owner);
    if (!userId) return [];
    const createdAt = daysBefore(now, team.daysAgo, team.name);
    return [
      {
        team,
        values: { userId, name: team.name, slug: slugifyRuns(team.name), createdAt, updatedAt: createdAt },
      },
    ];
  });

  await db.transaction(async (tx) => {
    if (teams.length) {
      await tx
        .insert(temporaryTeams)
        .values(teams.map((team) => team.values))
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
      const teamHeroRows = teams.flatMap(({ team, values }) => {
        const row = teamBySlug.get(values.slug);
        // Only fill teams that are ours (a member may have used the same name).
        if (!row || row.userId !== values.userId) return [];
        return team.heroes.flatMap((name, index) => {
          const heroId = heroIds.get(name);
          return heroId ? [{ teamId: row.id, heroId, position: index + 1, createdAt: values.createdAt }] : [];
        });
      });
      if (teamHeroRows.length)
        await tx.insert(temporaryTeamHeroes).values(teamHeroRows).onConflictDoNothing();
    }
  });
  return teams.length;
}
