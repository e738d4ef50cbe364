// The query lists npm run explain prints plans for, beside the ones in explain.ts.
import { sql } from 'drizzle-orm';
import { communityScore } from '../../apps/server/src/db/schema/heroes.ts';

/** A named query to explain. */
export type Query = [string, ReturnType<typeof sql>];

/**
 * The collection's Name, Rating, Newest and Tier sorts (first page and page 100) and the
 * comparison's reads, as the API runs them; `rowsOf` runs a raw query to find the first mode.
 */
export async function heroKnowledgeQueries(
  rowsOf: <T>(query: ReturnType<typeof sql>) => Promise<T[]>,
): Promise<Query[]> {
  const [{ id: modeId } = { id: '' }] = await rowsOf<{ id: string }>(
    sql`select id from game_modes order by position, name limit 1`,
  );
  const page = (n: number) => sql`limit 20 offset ${(n - 1) * 20}`;
  const score = communityScore(sql`rating_sum`, sql`rating_count`);
  const byTier = sql`select h.id, h.name from heroes h
    left join hero_tiers t on t.hero_id = h.id and t.mode_id = ${modeId}
    order by t.tier_rank asc nulls last, t.position asc nulls last, h.name, h.id`;
  const slugs = ['scale-hero-42', 'scale-hero-1234', 'scale-hero-2500', 'scale-hero-4999'];
  return [
    ['collection, by name, first page', sql`select id, name from heroes order by name, id ${page(1)}`],
    ['collection, by name, page 100', sql`select id, name from heroes order by name, id ${page(100)}`],
    [
      'collection, by rating, first page',
      sql`select id, name from heroes order by ${score} desc, name, id ${page(1)}`,
    ],
    [
      'collection, by rating, page 100',
      sql`select id, name from heroes order by ${score} desc, name, id ${page(100)}`,
    ],
    [
      'collection, newest, first page',
      sql`select id, name from heroes order by created_at desc, id desc ${page(1)}`,
    ],
    [
      'collection, newest, page 100',
      sql`select id, name from heroes order by created_at desc, id desc ${page(100)}`,
    ],
    ['collection, by tier, first page', sql`${byTier} ${page(1)}`],
    ['collection, by tier, page 100', sql`${byTier} ${page(100)}`],
    [
      'compare: the heroes',
      sql`select id, name, hp, attack, defense, speed, skills from heroes where slug in (${sql.join(
        slugs.map((slug) => sql`${slug}`),
        sql`, `,
      )})`,
    ],
    [
      'compare: their tiers in every mode',
      sql`select h.slug, m.slug, t.tier from hero_tiers t join heroes h on h.id = t.hero_id
          join game_modes m on m.id = t.mode_id where h.slug in (${sql.join(
            slugs.map((slug) => sql`${slug}`),
            sql`, `,
          )})`,
    ],
    [
      'compare: the roster stat ranges',
      sql`select min(hp), max(hp), min(attack), max(attack), min(defense), max(defense), min(speed), max(speed) from heroes`,
    ],
  ];
}

/** A category page's columns and the two orders it offers, as the API reads them. */
export function gameDatabaseQueries(databaseHeroId: string): Query[] {
  const card = sql`id, category, name, slug, summary, image_url, rarity, tags`;
  const byName = sql`order by lower(name), id limit 24`;
  const byRarity = sql`order by rarity_rank desc nulls last, lower(name), id limit 24`;
  return [
    [
      'database category, by name, first page',
      sql`select ${card} from database_entries where category = 'relics' ${byName}`,
    ],
    [
      'database category, by name, page 100',
      sql`select ${card} from database_entries where category = 'relics' ${byName} offset 2376`,
    ],
    [
      'database category, by rarity, first page',
      sql`select ${card} from database_entries where category = 'gear' ${byRarity}`,
    ],
    [
      'database category, by rarity, page 100',
      sql`select ${card} from database_entries where category = 'gear' ${byRarity} offset 2376`,
    ],
    ['database category count', sql`select count(*) from database_entries where category = 'relics'`],
    [
      'database category, search',
      sql`select ${card} from database_entries where category = 'relics' and search_text like '%obsidian idol%' ${byName}`,
    ],
    [
      'database category, search count',
      sql`select count(*) from database_entries where category = 'relics' and search_text like '%obsidian idol%'`,
    ],
    [
      'database category, tag filter',
      sql`select ${card} from database_entries where category = 'pets' and tags @> array['boss drop'] ${byName}`,
    ],
    [
      'database category, tags in use',
      sql`select tag from (select unnest(tags) as tag from database_entries where category = 'pets') t group by tag order by lower(tag), tag`,
    ],
    [
      'database entry by slug',
      sql`select * from database_entries where category = 'relics' and slug = 'obsidian-idol-of-the-north'`,
    ],
    [
      'database entry, previous by name',
      sql`select slug, name from database_entries where category = 'relics'
          and (category, lower(name), id) < ('relics', 'obsidian idol of the north', '00000000-0000-4000-8000-000000000000')
          order by category desc, lower(name) desc, id desc limit 1`,
    ],
    [
      'database entry, related heroes',
      sql`select h.id, h.name from database_entry_heroes d join heroes h on h.id = d.hero_id
          where d.entry_id = (select id from database_entries where category = 'relics' and slug = 'obsidian-idol-of-the-north')
          order by d.position`,
    ],
    [
      'admin database table, most recently changed first',
      sql`select ${card}, updated_at from database_entries order by updated_at desc, id desc limit 20`,
    ],
    [
      'admin database table, one category',
      sql`select ${card}, updated_at from database_entries where category = 'maps' order by updated_at desc, id desc limit 20`,
    ],
    [
      "a hero's database entries",
      sql`select e.id, e.category, e.name from database_entry_heroes d join database_entries e on e.id = d.entry_id
          where d.hero_id = ${databaseHeroId}
          order by array_position(array['gear','relics','gems','pets','mounts','maps','npc','quests','heir','recipes','items','systems']::text[], e.category), lower(e.name), e.id
          limit 60`,
    ],
  ];
}
