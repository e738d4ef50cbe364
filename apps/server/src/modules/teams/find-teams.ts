import { PUBLIC_TEAMS_PAGE_SIZE } from '@haven/shared/teams/constants';
import type { PublicTeamsQuerySchema, PublicTeamsResponse, Team } from '@haven/shared/teams/schemas';
import { and, asc, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { gameModes, profiles, temporaryTeamHeroes, temporaryTeams } from '../../db/schema/index.ts';
import { findPage } from '../../lib/paginate.ts';
import { containsPattern } from '../game-database/search-text.ts';
import { selectTeams, withMembers } from './team-rows.ts';

/** The team at this address with its creator, mode and heroes, or null. */
export async function findTeamBySlug(db: DbOrTx, slug: string): Promise<Team | null> {
  const [team] = await withMembers(db, await selectTeams(db).where(eq(temporaryTeams.slug, slug)));
  return team ?? null;
}

/** Whether the team at this address is the member's own private team. */
export async function isOwnPrivateTeam(db: DbOrTx, slug: string, memberId: string): Promise<boolean> {
  const [team] = await db
    .select({ id: temporaryTeams.id })
    .from(temporaryTeams)
    .where(
      and(
        eq(temporaryTeams.slug, slug),
        eq(temporaryTeams.userId, memberId),
        eq(temporaryTeams.visibility, 'private'),
      ),
    );
  return team !== undefined;
}

/** Whether the team at this address was removed by a moderator. */
export async function isTeamRemoved(db: DbOrTx, slug: string): Promise<boolean> {
  const [team] = await db
    .select({ id: temporaryTeams.id })
    .from(temporaryTeams)
    .where(and(eq(temporaryTeams.slug, slug), isNotNull(temporaryTeams.removedAt)));
  return team !== undefined;
}

/** Public teams a moderator has not removed: the only ones lists, search and the sitemap show. */
export const isListedTeam = () =>
  and(isNull(temporaryTeams.removedAt), eq(temporaryTeams.visibility, 'public')) as SQL;

/** A member's teams, newest first. */
export async function findMyTeams(db: DbOrTx, userId: string): Promise<Team[]> {
  const rows = await selectTeams(db)
    .where(eq(temporaryTeams.userId, userId))
    .orderBy(desc(temporaryTeams.createdAt), desc(temporaryTeams.id));
  return withMembers(db, rows);
}

/**
 * Teams whose name or creator's username contains the search. The matching creators are
 * found first (one array), so the database can combine the name's trigram index with the
 * (user_id, created_at) index in one bitmap scan instead of joining every team to its creator.
 */
function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return sql`(lower(${temporaryTeams.name}) like ${pattern} or ${temporaryTeams.userId} = any(array(
    select ${profiles.id} from ${profiles} where lower(${profiles.username}) like ${pattern})))`;
}

/** Teams that include the hero: their ids come from temporary_team_heroes_hero_team_idx as one array. */
function heroCondition(heroId: string | undefined): SQL | undefined {
  if (!heroId) return undefined;
  return sql`${temporaryTeams.id} = any(array(
    select ${temporaryTeamHeroes.teamId} from ${temporaryTeamHeroes} where ${temporaryTeamHeroes.heroId} = ${heroId}))`;
}

/**
 * The ids behind the mode's slug and the member's username of the address, each looked up once on
 * its unique index, so the planner sees the values themselves; null when a filter names nothing.
 */
async function resolveFilterIds(db: DbOrTx, filters: PublicTeamsFilters) {
  const [mode] = filters.mode
    ? await db.select({ id: gameModes.id }).from(gameModes).where(eq(gameModes.slug, filters.mode))
    : [undefined];
  const [member] = filters.member
    ? await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(sql`lower(${profiles.username}) = ${filters.member.toLowerCase()}`)
    : [undefined];
  if ((filters.mode && !mode) || (filters.member && !member)) return null;
  return { modeId: mode?.id, memberId: member?.id };
}

type PublicTeamsFilters = z.output<typeof PublicTeamsQuerySchema>;

const ORDERS = {
  newest: [desc(temporaryTeams.createdAt), desc(temporaryTeams.id)],
  oldest: [asc(temporaryTeams.createdAt), asc(temporaryTeams.id)],
  popular: [desc(temporaryTeams.voteCount), desc(temporaryTeams.createdAt), desc(temporaryTeams.id)],
} satisfies Record<PublicTeamsFilters['sort'], SQL[]>;

/**
 * The condition of the gallery's listed teams matching the search and the hero, mode and member
 * filters; null when a filter names nothing, so no team matches.
 */
export async function publicTeamsCondition(db: DbOrTx, filters: PublicTeamsFilters): Promise<SQL | null> {
  const ids = await resolveFilterIds(db, filters);
  if (!ids) return null;
  return and(
    isListedTeam(),
    searchCondition(filters.search),
    heroCondition(filters.hero),
    ids.modeId ? eq(temporaryTeams.modeId, ids.modeId) : undefined,
    ids.memberId ? eq(temporaryTeams.userId, ids.memberId) : undefined,
  ) as SQL;
}

/** The gallery's orders, each read along its own index. */
export function publicTeamsOrder(sort: PublicTeamsFilters['sort']): SQL[] {
  return ORDERS[sort];
}

/** One page of the public gallery, searched, filtered by hero, mode and member, sorted on the server. */
export async function findPublicTeams(db: DbOrTx, filters: PublicTeamsFilters): Promise<PublicTeamsResponse> {
  const where = await publicTeamsCondition(db, filters);
  if (!where)
    return { items: [], total: 0, page: filters.page, pageSize: PUBLIC_TEAMS_PAGE_SIZE, totalPages: 1 };
  const found = await findPage({
    page: filters.page,
    pageSize: PUBLIC_TEAMS_PAGE_SIZE,
    count: db.select({ total: count() }).from(temporaryTeams).where(where),
    rows: (limit, offset) =>
      selectTeams(db)
        .where(where)
        .orderBy(...ORDERS[filters.sort])
        .limit(limit)
        .offset(offset),
  });
  return { ...found, items: await withMembers(db, found.items) };
}
