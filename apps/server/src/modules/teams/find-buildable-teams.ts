import { PUBLIC_TEAMS_PAGE_SIZE } from '@haven/shared/teams/constants';
import type {
  BuildableTeamCard,
  BuildableTeamsQuerySchema,
  BuildableTeamsResponse,
} from '@haven/shared/teams/schemas';
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import {
  collectionEntries,
  gameModes,
  heroes,
  profiles,
  temporaryTeamHeroes,
  temporaryTeams,
} from '../../db/schema/index.ts';
import { ownedByMember } from '../collection/owned-filter.ts';
import { heroPickerColumns } from '../heroes/hero-card.ts';
import { publicTeamsCondition, publicTeamsOrder } from './find-teams.ts';
import { teamColumns, withMembers, withViewerVotes } from './team-rows.ts';

type BuildableFilters = z.output<typeof BuildableTeamsQuerySchema>;

/**
 * The teams whose places the member fills all but `short` of. Their ids come as one array from
 * the member's heroes (the collection's key) and each hero's places, read from
 * temporary_team_heroes_hero_team_idx alone (it holds the team's number of places too); then the
 * teams are read by their key. The work follows how many teams use the member's heroes, never
 * how many teams there are. A place whose hero was deleted is one nobody fills.
 */
function fitsMember(userId: string, short: 0 | 1): SQL {
  const places = temporaryTeamHeroes;
  return sql`${temporaryTeams.id} = any(array(
    select ${places.teamId} from ${collectionEntries}
    join ${places} on ${places.heroId} = ${collectionEntries.heroId}
    where ${collectionEntries.userId} = ${userId}
    group by ${places.teamId} having count(*) >= min(${places.teamPlaces}) - ${sql.raw(String(short))}))`;
}

/** The one hero each of these teams lacks from the member's collection (null when it was deleted). */
async function findMissingHeroes(db: DbOrTx, userId: string, teamIds: string[]) {
  const missing = new Map<string, BuildableTeamCard['missingHero']>();
  if (teamIds.length === 0) return missing;
  const rows = await db
    .select({ teamId: temporaryTeamHeroes.teamId, ...heroPickerColumns })
    .from(temporaryTeamHeroes)
    .leftJoin(heroes, eq(heroes.id, temporaryTeamHeroes.heroId))
    .where(
      and(
        inArray(temporaryTeamHeroes.teamId, teamIds),
        sql`not ${ownedByMember(userId, temporaryTeamHeroes.heroId)}`,
      ),
    );
  for (const r of rows)
    missing.set(
      r.teamId,
      r.id && r.name && r.slug && r.rarity
        ? { id: r.id, name: r.name, slug: r.slug, rarity: r.rarity, imageUrl: r.imageUrl }
        : null,
    );
  return missing;
}

/**
 * 'Teams I can build': one page of the public gallery (its search, filters and orders) narrowed to
 * the teams whose every hero the member owns, or with `near` also those one hero short of it, that
 * hero named. The member's own answer: never shared, so never in the read cache.
 */
export async function findBuildableTeams(
  db: DbOrTx,
  userId: string,
  filters: BuildableFilters,
): Promise<BuildableTeamsResponse> {
  const pageSize = PUBLIC_TEAMS_PAGE_SIZE;
  const [[owned], where] = await Promise.all([
    db.select({ n: count() }).from(collectionEntries).where(eq(collectionEntries.userId, userId)),
    publicTeamsCondition(db, filters),
  ]);
  const ownedHeroes = owned?.n ?? 0;
  const none = { items: [], total: 0, page: filters.page, pageSize, totalPages: 1, ownedHeroes };
  if (!where || ownedHeroes === 0) return none;
  const condition = and(where, fitsMember(userId, filters.build === 'near' ? 1 : 0));
  const offset = (filters.page - 1) * pageSize;
  // The total rides along each row: a page is one statement.
  const rows = await db
    .select({ ...teamColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(temporaryTeams)
    .leftJoin(profiles, eq(profiles.id, temporaryTeams.userId))
    .leftJoin(gameModes, eq(gameModes.id, temporaryTeams.modeId))
    .where(condition)
    .orderBy(...publicTeamsOrder(filters.sort))
    .limit(pageSize)
    .offset(offset);
  // Past the last page no row carries the total: it is counted on its own.
  const total =
    rows[0]?.total ??
    (offset === 0 ? 0 : ((await db.select({ n: count() }).from(temporaryTeams).where(condition))[0]?.n ?? 0));
  const [teams, missing] = await Promise.all([
    withMembers(db, rows),
    filters.build === 'near'
      ? findMissingHeroes(
          db,
          userId,
          rows.map((r) => r.id),
        )
      : new Map<string, BuildableTeamCard['missingHero']>(),
  ]);
  const items = (await withViewerVotes(db, teams, userId)).map((team) => ({
    ...team,
    missing: missing.has(team.id) ? 1 : 0,
    missingHero: missing.get(team.id) ?? null,
  }));
  return { ...none, items, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
}
