// The members directory queries `npm run explain` prints the plans of.
import { sql } from 'drizzle-orm';
import type { Query } from './explain-hero-knowledge.ts';

/**
 * The directory (GET /api/members) as the API runs it: 20 rows and one more to know if a page
 * follows, for each sort, the search, the user type and the game filters (server, guild, class)
 * alone and together.
 */
export function memberDirectoryQueries(): Query[] {
  const card = sql`select id, username from profiles where is_setup_complete`;
  const byName = sql`order by lower(username) limit 21`;
  const newest = sql`order by created_at desc, id desc limit 21`;
  return [
    ['members, username A-Z, first page', sql`${card} ${byName}`],
    [
      'members, username Z-A, after a cursor',
      sql`${card} and lower(username) < 'mage_moon_5000' order by lower(username) desc limit 21`,
    ],
    [
      'members, newest, after a cursor',
      sql`${card} and (created_at, id) < (now() - interval '30 days', 'scale-profile-9000') ${newest}`,
    ],
    [
      'members, search by username (substring)',
      sql`${card} and lower(username) like '%storm_123%' ${byName}`,
    ],
    ['members, admins only, oldest first', sql`${card} and is_admin = true order by created_at, id limit 21`],
    ['members, regular users, newest first', sql`${card} and is_admin = false ${newest}`],
    ['members, server (exact), A-Z', sql`${card} and lower(server) = 's42' ${byName}`],
    ['members, server (exact), newest', sql`${card} and lower(server) = 's42' ${newest}`],
    [
      'members, guild (part of the name), A-Z',
      sql`${card} and lower(guild_name) like '%moonlit qu%' ${byName}`,
    ],
    ['members, class, A-Z', sql`${card} and character_class in ('Doctor') ${byName}`],
    [
      'members, server and guild and class, newest',
      sql`${card} and lower(server) = 's42' and lower(guild_name) like '%lantern%'
          and character_class in ('Guard', 'Scholar') ${newest}`,
    ],
    [
      'members, username search with server and guild, A-Z',
      sql`${card} and lower(username) like '%knight%' and lower(server) = 's42'
          and lower(guild_name) like '%quill%' ${byName}`,
    ],
  ];
}
