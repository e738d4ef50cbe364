// Prints the query plans of the hero screens (the collection's sorts, the comparison), the members
// directory, the team gallery, the guide library, the game database, the quick search and the statistics at
// load-test scale (5,000 heroes with stats and tiers in three modes, 100,000 comments, 100,000
// members with about 30 heroes owned each, 50,000 teams, 5,000 game database entries per category) so anyone can see they are
// index-backed.
// Usage: npm run explain (an in-memory embedded database), or
// EXPLAIN_DATABASE_URL=postgres://… npm run explain to seed and explain on a PostgreSQL database.
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { isRatingRankedSql, ratingRankOrder } from '../apps/server/src/db/schema/heroes.ts';
import { seedScaleData } from '../apps/server/src/db/seed/scale.ts';
import { collectionQueries } from './lib/explain-collection.ts';
import { gameDatabaseQueries } from './lib/explain-game-database.ts';
import { guideLibraryQueries } from './lib/explain-guides.ts';
import { heroKnowledgeQueries } from './lib/explain-hero-knowledge.ts';
import { memberDirectoryQueries } from './lib/explain-members.ts';
import { quickSearchQueries } from './lib/explain-quick-search.ts';
import { summonLogQueries } from './lib/explain-summons.ts';
import { teamGalleryQueries } from './lib/explain-teams.ts';

const postgresUrl = process.env.EXPLAIN_DATABASE_URL;
const database = postgresUrl ? await openPostgres(postgresUrl, 2) : await openPglite(null);
await database.migrate();
const started = performance.now();
const scale = await seedScaleData(database.db);
console.log(
  `Seeded ${scale.heroes} heroes, ${scale.comments} comments, ${scale.members} members, ${scale.teams} teams and ${scale.databaseEntries} database entries in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
await database.db.execute(sql`analyze`);

/** Rows of a raw query; the result's shape differs between the two drivers' types. */
async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const [{ id: heroId } = { id: '' }] = await rowsOf<{ id: string }>(
  sql`select id from heroes where slug = 'scale-hero-42'`,
);

/** The public gallery's search: team names or creators' usernames, each through its own index. */
const teamSearch = (pattern: string) => sql`(lower(name) like ${pattern} or user_id = any(array(
  select id from profiles where lower(username) like ${pattern})))`;

/** The guides quick search added, each linked to one of the scale heroes; then the hero's guides. */
async function heroGuidesQueries(): Promise<[string, ReturnType<typeof sql>][]> {
  await database.db.execute(sql`
    insert into guide_heroes (guide_id, hero_id, position)
    select g.id, h.id, 1 from (select id, row_number() over (order by slug) as n from guides) g
    join (select id, row_number() over (order by slug) as n from heroes) h on h.n = 1 + g.n % 5000
    on conflict do nothing`);
  await database.db.execute(sql`analyze guide_heroes`);
  const aboutHero = sql`status = 'approved' and id = any(array(
    select guide_id from guide_heroes where hero_id = ${heroId}))`;
  return [
    [
      'approved guides about a hero, newest',
      sql`select id, title from guides where ${aboutHero} order by created_at desc nulls last, id desc nulls last limit 12`,
    ],
    ['approved guides about a hero, count', sql`select count(*) from guides where ${aboutHero}`],
  ];
}

const [{ id: databaseHeroId } = { id: '' }] = await rowsOf<{ id: string }>(
  sql`select hero_id as id from database_entry_heroes group by hero_id order by count(*) desc, hero_id limit 1`,
);

/** The shared rating order and its minimum, as the API writes them. */
const ratingColumns = { ratingSum: sql`rating_sum`, ratingCount: sql`rating_count` };
const byRating = sql.join(ratingRankOrder(ratingColumns), sql`, `);
const ranked = isRatingRankedSql(ratingColumns);

const queries: [string, ReturnType<typeof sql>][] = [
  [
    'hero list, first page',
    sql`select id, name from heroes order by rarity_rank desc nulls last, name, id limit 20`,
  ],
  [
    'hero list, page 100',
    sql`select id, name from heroes order by rarity_rank desc nulls last, name, id limit 20 offset 1980`,
  ],
  [
    // At 5,000 rows the planner rightly prefers a sequential scan here; the trigram
    // index (heroes_name_trgm_idx) takes over as the catalogue grows.
    'hero list, name search',
    sql`select id, name from heroes where lower(name) like '%00042%' order by rarity_rank desc nulls last, name, id limit 20`,
  ],
  ['hero by slug', sql`select * from heroes where slug = 'scale-hero-42'`],
  // The collection's other sorts and the comparison (GET /api/heroes?sort=…, /api/heroes/compare).
  ...(await heroKnowledgeQueries(rowsOf)),
  [
    'comments, most useful',
    sql`select * from hero_comments where hero_id = ${heroId} order by votes_up desc, created_at desc, id desc limit 10`,
  ],
  [
    'comments, most recent',
    sql`select * from hero_comments where hero_id = ${heroId} order by created_at desc, id desc limit 10`,
  ],
  ['comment count of a hero', sql`select count(*) from hero_comments where hero_id = ${heroId}`],
  [
    'rating summary of a hero',
    sql`select rating, count(*) from hero_ratings where hero_id = ${heroId} group by rating`,
  ],
  ['home: top rated', sql`select id from heroes where ${ranked} order by ${byRating}, name, id limit 5`],
  // The members directory (GET /api/members), with its server, guild and class filters.
  ...memberDirectoryQueries(),
  // A member's summon log (GET /api/me/summons, /api/me/summons/pity) and the community figures.
  ...summonLogQueries(),
  [
    'public teams, latest',
    sql`select id, name from temporary_teams order by created_at desc, id desc limit 24`,
  ],
  [
    'public teams, oldest, page 100',
    sql`select id, name from temporary_teams order by created_at, id limit 24 offset 2376`,
  ],
  [
    'public teams, name search',
    sql`select id, name from temporary_teams where ${teamSearch('%frost order 4%')} order by created_at desc, id desc limit 24`,
  ],
  [
    'public teams, name search count',
    sql`select count(*) from temporary_teams where ${teamSearch('%frost order 4%')}`,
  ],
  [
    'public teams, creator search',
    sql`select id, name from temporary_teams where ${teamSearch('%scale_member_17%')} order by created_at desc, id desc limit 24`,
  ],
  [
    'heroes of a page of teams',
    sql`select team_id, position, hero_id from temporary_team_heroes
        where team_id in (select id from temporary_teams order by created_at desc limit 24) order by position`,
  ],
  ['team by slug', sql`select * from temporary_teams where slug = 'scale-team-4242'`],
  // Most Popular, the game mode and member filters and a viewer's votes (GET /api/teams).
  ...(await teamGalleryQueries(rowsOf)),
  // A hero page's 'Teams with {hero}' (GET /api/teams?hero=): the hero's team ids from its index.
  [
    'public teams with a hero, latest',
    sql`select id, name from temporary_teams where id = any(array(
        select team_id from temporary_team_heroes where hero_id = ${heroId}))
        order by created_at desc, id desc limit 24`,
  ],
  [
    'public teams with a hero, count',
    sql`select count(*) from temporary_teams where id = any(array(
        select team_id from temporary_team_heroes where hero_id = ${heroId}))`,
  ],
  // 'Teams I can build', 'Owned only' and a hero's ownership share over 100,000 members' collections.
  ...(await collectionQueries((query) => database.db.execute(query))),
  // The game database (GET /api/database/:category, its entry pages and a hero's entries).
  ...gameDatabaseQueries(databaseHeroId),
  // The quick search (GET /api/search): eight lookups, each served by its trigram index.
  ...(await quickSearchQueries(database.db, (query) => database.db.execute(query))),
  // A hero page's 'Guides about {hero}' (GET /api/guides?hero=): the hero's guide ids from its index.
  ...(await heroGuidesQueries()),
  // The guide library's orders and a member's guides (GET /api/guides?sort=…&author=…).
  ...(await guideLibraryQueries(rowsOf)),
  // The statistics page (GET /api/statistics): grouped reads over small tables, top-10 lists,
  // and date ranges on created_at indexes for the twelve-week series.
  [
    'statistics: heroes by class and rarity',
    sql`select class, rarity, count(*) from heroes group by class, rarity`,
  ],
  [
    'statistics: heroes by role',
    sql`select role, count(*)::int from heroes cross join unnest(heroes.roles) as role group by role`,
  ],
  ['statistics: ratings by stars', sql`select rating, count(*) from hero_ratings group by rating`],
  [
    'statistics: highest rated (ranked heroes)',
    sql`select name, slug from heroes where ${ranked} order by ${byRating}, name, id limit 10`,
  ],
  [
    'statistics: most picked in Game Teams',
    sql`select h.name, p.picks from (select hero_id, count(*)::int as picks from user_hero_roster
        where hero_id is not null group by hero_id) p join heroes h on h.id = p.hero_id
        order by p.picks desc, h.name limit 10`,
  ],
  [
    'statistics: most picked in shared teams',
    sql`select h.name, p.picks from (select hero_id, count(*)::int as picks from temporary_team_heroes
        where hero_id is not null group by hero_id) p join heroes h on h.id = p.hero_id
        order by p.picks desc, h.name limit 10`,
  ],
  [
    'statistics: members per week',
    sql`select to_char(date_trunc('week', created_at at time zone 'UTC'), 'YYYY-MM-DD'), count(*) from profiles
        where created_at >= date_trunc('week', now()) - interval '77 days' group by 1`,
  ],
  [
    'statistics: hero comments per day',
    sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD'), count(*) from hero_comments
        where created_at >= date_trunc('day', now()) - interval '83 days' group by 1`,
  ],
  [
    'statistics: wall comments per day',
    sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD'), count(*) from profile_comments
        where created_at >= date_trunc('day', now()) - interval '83 days' group by 1`,
  ],
  [
    'statistics: guides by tag',
    sql`select tag, count(*) from guides cross join unnest(guides.tags) as tag where guides.status = 'approved'
        group by tag order by count(*) desc, tag limit 10`,
  ],
  [
    'statistics: database entries per category',
    sql`select category, count(*) from database_entries group by category`,
  ],
];
for (const [name, query] of queries) {
  const plan = await rowsOf<Record<string, string>>(sql`explain analyze ${query}`);
  console.log(`\n== ${name}`);
  for (const row of plan) console.log(`  ${Object.values(row)[0]}`);
}
await database.close();
