// The collection's queries `npm run explain` prints the plans of: 'Teams I can build', 'Owned only'
// and a hero's ownership share.
import { sql } from 'drizzle-orm';
import type { Query } from './explain-hero-knowledge.ts';

/**
 * A page of the public teams a member can build (`short` 0) or is at most one hero short of (1),
 * latest first, with the total, as GET /api/me/teams/buildable reads it: the fitting teams' ids as
 * one array from the member's heroes and the (hero_id, team_id, team_places) index, then the teams by key.
 */
const buildable = (member: ReturnType<typeof sql>, short: number) => sql`
  select t.id, t.name, count(*) over () as total from temporary_teams t
  where t.removed_at is null and t.visibility = 'public' and t.id = any(array(
    select th.team_id from collection_entries ce join temporary_team_heroes th on th.hero_id = ce.hero_id
    where ce.user_id = ${member} group by th.team_id having count(*) >= min(th.team_places) - ${sql.raw(String(short))}))
  order by t.created_at desc, t.id desc limit 24`;

/**
 * 'Teams I can build' over the 50,000 scale teams for a load-test member with about thirty heroes,
 * and for one with a thousand (a fifth of all heroes) added here; the anti-join it was compared
 * with; the hero it lacks on a page; 'Owned only' on the hero list and the picker; the share.
 */
export async function collectionQueries(
  execute: (query: ReturnType<typeof sql>) => Promise<unknown>,
): Promise<Query[]> {
  const member = sql`'scale-profile-4242'`;
  const collector = sql`'scale-member-1'`;
  await execute(sql`
    insert into collection_entries (user_id, hero_id)
    select ${collector}, id from heroes where slug like 'scale-hero-%' and substring(slug from 12)::int % 5 = 0
    on conflict do nothing`);
  await execute(sql`analyze collection_entries`);
  const owned = (who: ReturnType<typeof sql>) =>
    sql`exists (select 1 from collection_entries ce where ce.user_id = ${who} and ce.hero_id = heroes.id)`;
  return [
    ['teams I can build (30 heroes), latest, with the total', buildable(member, 0)],
    ['teams I can build or one hero short (30 heroes)', buildable(member, 1)],
    ['teams I can build (1,000 heroes), latest, with the total', buildable(collector, 0)],
    ['teams I can build or one hero short (1,000 heroes)', buildable(collector, 1)],
    [
      'teams I can build (30 heroes), joined to the places filled per team: compared, not used',
      sql`select t.id, t.name, count(*) over () as total from temporary_teams t
          join (select th.team_id, count(*) as filled, min(th.team_places) as places from collection_entries ce
            join temporary_team_heroes th on th.hero_id = ce.hero_id where ce.user_id = ${member}
            group by th.team_id) fit on fit.team_id = t.id and fit.filled >= fit.places
          where t.removed_at is null and t.visibility = 'public'
          order by t.created_at desc, t.id desc limit 24`,
    ],
    [
      'teams I can build (30 heroes), as an anti-join: compared, not used',
      sql`select t.id, t.name from temporary_teams t
          where t.removed_at is null and t.visibility = 'public'
          and not exists (select 1 from temporary_team_heroes th where th.team_id = t.id
            and not exists (select 1 from collection_entries ce where ce.user_id = ${member} and ce.hero_id = th.hero_id))
          order by t.created_at desc, t.id desc limit 24`,
    ],
    [
      'the hero lacking from each team of a page (one hero short)',
      sql`select th.team_id, h.name from temporary_team_heroes th left join heroes h on h.id = th.hero_id
          where th.team_id in (select id from temporary_teams order by created_at desc limit 24)
          and not exists (select 1 from collection_entries ce where ce.user_id = ${member} and ce.hero_id = th.hero_id)`,
    ],
    [
      'owned only: hero list, first page',
      sql`select id, name from heroes where ${owned(member)} order by rarity_rank desc nulls last, name, id limit 20`,
    ],
    ['owned only: hero list, count', sql`select count(*) from heroes where ${owned(member)}`],
    [
      'owned only: hero picker, name search',
      sql`select id, name from heroes where ${owned(member)} and lower(name) like '%hero%' order by name limit 60`,
    ],
    [
      'ownership share: the kept owner count of a hero',
      sql`select coalesce(o.owners, 0) from heroes h left join hero_owner_counts o on o.hero_id = h.id
          where h.slug = 'scale-hero-42'`,
    ],
    ['ownership share: members counted (cached per hero)', sql`select count(*) from profiles`],
  ];
}
