// The game database queries `npm run explain` prints the plans of.
import { sql } from 'drizzle-orm';

/**
 * The game database's reads as the API runs them: a category page's columns and the two orders it
 * offers, an entry's page, the admin table, and the entries of `databaseHeroId`.
 */
export function gameDatabaseQueries(databaseHeroId: string): [string, ReturnType<typeof sql>][] {
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
