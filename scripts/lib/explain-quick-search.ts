// The quick search queries `npm run explain` prints the plans of.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../apps/server/src/db/client.ts';
import { findHeroMatches, findMemberMatches } from '../../apps/server/src/modules/search/quick-search.ts';
import type { Query } from './explain-hero-knowledge.ts';

type Sql = ReturnType<typeof sql>;

/**
 * The quick search's eight lookups as the API runs them, for terms that match many rows and few.
 * The scale seed has no guides, official posts, codes or extra outfits, so 20,000 guides (a third
 * approved), 10,000 posts, 10,000 codes (a third switched off or lapsed) and 5,000 outfits are
 * added here first through `execute`. At 10,000 codes and 5,000 outfits (a hundred pages each) the
 * planner rightly prefers a sequential scan for those two; their trigram indexes take over as
 * the tables grow, as the heroes' did. Every scale hero gets a Spanish translation of its skill,
 * so the heroes' lookup in Spanish also shows the translations' trigram indexes at work.
 */
export async function quickSearchQueries(
  db: DbOrTx,
  execute: (query: Sql) => Promise<unknown>,
): Promise<Query[]> {
  await execute(sql`
    insert into guides (title, slug, content, status)
    select 'Scale guide ' || n || case n % 4 when 0 then ' tier list' when 1 then ' arena tactics' else ' banquet notes' end,
           'scale-guide-' || n, '<p>A guide.</p>',
           case n % 3 when 0 then 'approved' when 1 then 'pending' else 'rejected' end
    from generate_series(1, 20000) as n
    on conflict (slug) do nothing`);
  // Varied words, so a term matches a few rows as real titles and codes do, not every one.
  const subject = sql.raw(
    `(array['Harvest','Lantern','Coliseum','Banquet','Pageant','Atlas','Silk Road','Aura'])[1 + n % 8]`,
  );
  await execute(sql`
    insert into official_content (type, title, slug, description)
    select (array['news','updates','events'])[1 + n % 3], ${subject} || ' notice ' || lpad(n::text, 5, '0'),
           'scale-post-' || n, 'A generated post.'
    from generate_series(1, 10000) as n
    on conflict (type, slug) do nothing`);
  await execute(sql`
    insert into redeem_codes (code, rewards, is_active, expires_at)
    select 'C' || lpad(n::text, 5, '0') || upper(substr(md5(n::text), 1, 6)), '100 gems', n % 3 <> 0,
           case when n % 6 = 1 then date '2000-01-01' end
    from generate_series(1, 10000) as n
    on conflict do nothing`);
  await execute(sql`
    insert into outfits (name, slug, folder_name, folder_number, description)
    select ${subject} || ' Outfit ' || n, 'outfit-' || n, 'outfit_' || n, n, 'A generated outfit.'
    from generate_series(100001, 105000) as n
    on conflict do nothing`);
  await execute(sql`
    insert into hero_translations (item_id, language, fields)
    select id, 'es', jsonb_build_object('skills', jsonb_build_array(jsonb_build_object(
      'name', (array['Tormenta','Marea','Llama','Sombra','Aurora','Eco','Escudo','Espina'])[1 + n % 8] || ' ' || n,
      'description', 'Golpea a un enemigo.')))
    from (select id, row_number() over (order by slug) as n from heroes) as h
    on conflict do nothing`);
  await execute(sql`analyze`);
  const bestFirst = (lowerText: Sql, text: Sql, term: string) =>
    sql`order by (${lowerText} = ${term}) desc, starts_with(${lowerText}, ${term}) desc, length(${text}), ${lowerText}`;
  const outfitText = sql`lower(name || E'\\n' || coalesce(description, '') || E'\\n' || folder_name)`;
  const usable = sql`(is_active and (expires_at is null or expires_at >= (now() at time zone 'utc')::date))`;
  const lookups = (term: string): Query[] => {
    const pattern = `%${term}%`;
    const lookup = (group: string, query: Sql): Query => [`quick search '${term}': ${group}`, query];
    return [
      // Heroes and members as the API builds them.
      lookup('heroes', findHeroMatches(db, term).getSQL()),
      lookup('heroes on a Spanish page', findHeroMatches(db, term, 'es').getSQL()),
      lookup(
        'database entries',
        sql`select id, name, category from database_entries where search_text like ${pattern}
            order by (lower(name) = ${term}) desc, starts_with(lower(name), ${term}) desc,
            (lower(name) like ${pattern}) desc, length(name), lower(name), id limit 5`,
      ),
      lookup(
        'approved guides',
        sql`select id, title from guides where status = 'approved' and lower(title) like ${pattern}
            ${bestFirst(sql`lower(title)`, sql`title`, term)}, id limit 5`,
      ),
      lookup('members', findMemberMatches(db, term).getSQL()),
      lookup(
        'official posts',
        sql`select id, title from official_content where lower(title) like ${pattern}
            ${bestFirst(sql`lower(title)`, sql`title`, term)}, publish_date desc, id limit 5`,
      ),
      lookup(
        'redeem codes',
        sql`select id, code, ${usable} from redeem_codes where lower(code) like ${pattern}
            order by ${usable} desc, (lower(code) = ${term}) desc, starts_with(lower(code), ${term}) desc,
            length(code), lower(code) limit 5`,
      ),
      lookup(
        'outfits',
        sql`select id, name from outfits where ${outfitText} like ${pattern}
            order by (lower(name) = ${term}) desc, starts_with(lower(name), ${term}) desc,
            (lower(name) like ${pattern}) desc, length(name), lower(name), id limit 5`,
      ),
      lookup(
        'teams',
        sql`select t.id, t.name, p.username from temporary_teams t left join profiles p on p.id = t.user_id
            where lower(t.name) like ${pattern} ${bestFirst(sql`lower(t.name)`, sql`t.name`, term)}, t.id limit 5`,
      ),
    ];
  };
  return [
    // A common word: in one username of six, one team name of many.
    ...lookups('storm'),
    // A misspelling: close to many usernames, in none.
    ...lookups('knigth'),
    ...lookups('storm_123'),
    ...lookups('obsidian idol'),
    ...lookups('guide 1234'),
    ...lookups('00042'),
    // A translated word, and one misspelt: only the Spanish translations hold them.
    ...lookups('tormenta'),
    ...lookups('tormneta'),
  ];
}
