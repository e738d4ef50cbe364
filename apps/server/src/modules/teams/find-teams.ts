import { PUBLIC_TEAMS_PAGE_SIZE } from '@haven/shared/teams/constants';
import type {
  PublicTeamCard,
  PublicTeamsQuerySchema,
  PublicTeamsResponse,
  Team,
} from '@haven/shared/teams/schemas';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { heroes, profiles, temporaryTeamHeroes, temporaryTeams } from '../../db/schema/index.ts';
import { findPage } from '../../lib/paginate.ts';
import { heroPickerColumns } from '../heroes/hero-card.ts';

/** Escapes LIKE wildcards so a search for '50%' means the text '50%'. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const teamColumns = {
  id: temporaryTeams.id,
  name: temporaryTeams.name,
  slug: temporaryTeams.slug,
  createdAt: temporaryTeams.createdAt,
  creatorId: profiles.id,
  username: profiles.username,
};
type TeamRow = {
  id: string;
  name: string;
  slug: string;
  createdAt: Date;
  creatorId: string | null;
  username: string | null;
};

const creatorOf = (row: TeamRow) =>
  row.creatorId && row.username ? { id: row.creatorId, username: row.username } : null;

/** The heroes of these teams by position, in one query; a deleted hero comes back as null. */
async function findTeamMembers(db: DbOrTx, teamIds: string[]) {
  if (teamIds.length === 0) return new Map<string, Team['heroes']>();
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
  const byTeam = new Map<string, Team['heroes']>();
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

async function withMembers(db: DbOrTx, rows: TeamRow[]): Promise<Team[]> {
  const members = await findTeamMembers(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    createdAt: r.createdAt.toISOString(),
    creator: creatorOf(r),
    heroes: members.get(r.id) ?? [],
  }));
}

/** The team at this address with its creator and heroes, or null. */
export async function findTeamBySlug(db: DbOrTx, slug: string): Promise<Team | null> {
  const rows = await db
    .select(teamColumns)
    .from(temporaryTeams)
    .leftJoin(profiles, eq(profiles.id, temporaryTeams.userId))
    .where(eq(temporaryTeams.slug, slug));
  const [team] = await withMembers(db, rows);
  return team ?? null;
}

/** A member's teams, newest first. */
export async function findMyTeams(db: DbOrTx, userId: string): Promise<Team[]> {
  const rows = await db
    .select(teamColumns)
    .from(temporaryTeams)
    .leftJoin(profiles, eq(profiles.id, temporaryTeams.userId))
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
  const pattern = likePattern(search);
  return sql`(lower(${temporaryTeams.name}) like ${pattern} or ${temporaryTeams.userId} = any(array(
    select ${profiles.id} from ${profiles} where lower(${profiles.username}) like ${pattern})))`;
}

/** Teams that include the hero: their ids come from temporary_team_heroes_hero_idx as one array. */
function heroCondition(heroId: string | undefined): SQL | undefined {
  if (!heroId) return undefined;
  return sql`${temporaryTeams.id} = any(array(
    select ${temporaryTeamHeroes.teamId} from ${temporaryTeamHeroes} where ${temporaryTeamHeroes.heroId} = ${heroId}))`;
}

type PublicTeamsFilters = z.output<typeof PublicTeamsQuerySchema>;

/** One page of the public gallery, searched, filtered by hero and sorted on the server. */
export async function findPublicTeams(db: DbOrTx, filters: PublicTeamsFilters): Promise<PublicTeamsResponse> {
  const where = and(searchCondition(filters.search), heroCondition(filters.hero));
  const order =
    filters.sort === 'oldest'
      ? [asc(temporaryTeams.createdAt), asc(temporaryTeams.id)]
      : [desc(temporaryTeams.createdAt), desc(temporaryTeams.id)];
  const found = await findPage({
    page: filters.page,
    pageSize: PUBLIC_TEAMS_PAGE_SIZE,
    count: db.select({ total: count() }).from(temporaryTeams).where(where),
    rows: (limit, offset) =>
      db
        .select(teamColumns)
        .from(temporaryTeams)
        .leftJoin(profiles, eq(profiles.id, temporaryTeams.userId))
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
  });
  const members = await findTeamMembers(
    db,
    found.items.map((t) => t.id),
  );
  const items: PublicTeamCard[] = found.items.map((r) => {
    const list = members.get(r.id) ?? [];
    return {
      id: r.id,
      name: r.name,
      slug: r.slug,
      createdAt: r.createdAt.toISOString(),
      creator: creatorOf(r),
      heroCount: list.length,
      imageUrl: list[0]?.hero?.imageUrl ?? null,
    };
  });
  return { ...found, items };
}
