// The team gallery's sorts and filters that `npm run explain` prints the plans of.
import { sql } from 'drizzle-orm';

/** A named query to explain. */
export type Query = [string, ReturnType<typeof sql>];

/**
 * Most Popular (first page and page 100), the game mode and member filters, a viewer's votes on a
 * page of teams, as GET /api/teams runs them; `rowsOf` runs a raw query to find the first mode.
 */
export async function teamGalleryQueries(
  rowsOf: <T>(query: ReturnType<typeof sql>) => Promise<T[]>,
): Promise<Query[]> {
  // The API looks the mode's slug and the username up first and filters by the ids they name.
  const [{ id: modeId } = { id: '' }] = await rowsOf<{ id: string }>(
    sql`select id from game_modes order by position, name limit 1`,
  );
  const byMode = sql`mode_id = ${modeId}`;
  const byMember = sql`user_id = 'scale-member-17'`;
  const popular = sql`order by vote_count desc, created_at desc, id desc`;
  return [
    ['public teams, most popular', sql`select id, name from temporary_teams ${popular} limit 24`],
    [
      'public teams, most popular, page 100',
      sql`select id, name from temporary_teams ${popular} limit 24 offset 2376`,
    ],
    [
      'public teams of a game mode, latest',
      sql`select id, name from temporary_teams where ${byMode} order by created_at desc, id desc limit 24`,
    ],
    [
      'public teams of a game mode, most popular',
      sql`select id, name from temporary_teams where ${byMode} ${popular} limit 24`,
    ],
    ['public teams of a game mode, count', sql`select count(*) from temporary_teams where ${byMode}`],
    ['the username of the address', sql`select id from profiles where lower(username) = 'scale_member_17'`],
    [
      "a member's public teams (profile, See all)",
      sql`select id, name from temporary_teams where ${byMember} order by created_at desc, id desc limit 24`,
    ],
    [
      "a viewer's votes on a page of teams",
      sql`select team_id from team_votes where user_id = 'scale-member-17'
          and team_id in (select id from temporary_teams order by created_at desc limit 24)`,
    ],
  ];
}
