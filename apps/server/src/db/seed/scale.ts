import { count, like, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { heroComments, profiles, temporaryTeams } from '../schema/index.ts';
import { seedScaleCollections } from './scale-collections.ts';
import { seedScaleDatabaseEntries } from './scale-database-entries.ts';
import { seedScaleHeroKnowledge } from './scale-hero-knowledge.ts';
import { seedScaleSummons } from './summons.ts';

/** Sizes of the load-test data set (issue: the hero list stays index-backed at this scale). */
export const SCALE_HEROES = 5_000;
export const SCALE_COMMENTS = 100_000;
export const SCALE_TEAMS = 50_000;
const SCALE_MEMBERS = 200;
/** Members of the directory at load-test scale (the members list stays index-backed). */
export const SCALE_DIRECTORY_MEMBERS = 100_000;

/**
 * Adds a large synthetic data set on top of the demo content, for benchmarks
 * and query plans: thousands of heroes, a hundred thousand comments, ratings,
 * a hundred thousand directory members (each with two logged summons and about thirty heroes owned), five
 * thousand game database entries per category, and
 * the heroes' base stats, skills and tiers in the scale game modes.
 * Idempotent: rows are keyed on generated slugs and ids.
 */
export async function seedScaleData(
  db: Db,
): Promise<{ heroes: number; comments: number; members: number; teams: number; databaseEntries: number }> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into "user" (id, name, email, email_verified)
      select 'scale-member-' || g, 'Scale Member ' || g, 'scale-member-' || g || '@scale.example', true
      from generate_series(1, ${SCALE_MEMBERS}::int) g
      on conflict (id) do nothing`);
    await tx.execute(sql`
      insert into profiles (id, username, is_setup_complete)
      select 'scale-member-' || g, 'scale_member_' || g, true
      from generate_series(1, ${SCALE_MEMBERS}::int) g
      on conflict (id) do nothing`);
    await tx.execute(sql`
      insert into heroes (name, slug, class, rarity, roles, description, skills)
      select 'Scale Hero ' || lpad(g::text, 5, '0'), 'scale-hero-' || g,
        (array['Guard','Scholar','Doctor','Gourmet'])[1 + g % 4],
        (array['LR','GR','UR','SSR','SR','R'])[1 + g % 6],
        array[(array['Tank','Single Attack','AOE','Control','Support'])[1 + g % 5],
              (array['Tank','Single Attack','AOE','Control','Support'])[1 + (g / 5) % 5]],
        'A generated hero for load testing.',
        '[{"name":"Generated Strike","description":"Hits one enemy."}]'::jsonb
      from generate_series(1, ${SCALE_HEROES}::int) g
      on conflict (slug) do nothing`);
  });
  await seedScaleHeroKnowledge(db);
  const [{ existing } = { existing: 0 }] = await db
    .select({ existing: count() })
    .from(heroComments)
    .where(like(heroComments.content, 'Scale comment %'));
  if (existing < SCALE_COMMENTS) {
    // Comments in batches so each transaction stays short on the embedded database.
    for (let start = existing + 1; start <= SCALE_COMMENTS; start += 20_000) {
      const end = Math.min(SCALE_COMMENTS, start + 19_999);
      await db.execute(sql`
        with h as (select array_agg(id order by slug) as ids from heroes where slug like 'scale-hero-%')
        insert into hero_comments (hero_id, user_id, content, votes_up, votes_down, created_at)
        select h.ids[1 + g % array_length(h.ids, 1)], 'scale-member-' || (1 + g % ${SCALE_MEMBERS}::int),
          'Scale comment ' || g || ': a generated opinion about this hero.',
          (g * 7) % 41, (g * 3) % 11, now() - (g || ' seconds')::interval
        from generate_series(${start}::int, ${end}::int) g, h`);
    }
  }
  await seedScaleDirectory(db);
  await db.execute(sql`
    insert into hero_ratings (hero_id, user_id, rating)
    select h.id, 'scale-member-' || (1 + (abs(hashtext(h.slug)) + r) % ${SCALE_MEMBERS}::int), 1 + (abs(hashtext(h.slug)) + r) % 5
    from heroes h, generate_series(0, 2) r
    where h.slug like 'scale-hero-%'
    on conflict (hero_id, user_id) do nothing`);
  await seedScaleTeams(db);
  await seedScaleSummons(db);
  await seedScaleCollections(db, SCALE_TEAMS);
  const databaseEntries = await seedScaleDatabaseEntries(db);
  await db.execute(sql`
    update heroes set rating_sum = s.total, rating_count = s.n
    from (select hero_id, sum(rating)::int as total, count(*)::int as n from hero_ratings group by hero_id) s
    where heroes.id = s.hero_id`);
  return {
    heroes: SCALE_HEROES,
    comments: SCALE_COMMENTS,
    members: SCALE_DIRECTORY_MEMBERS,
    teams: SCALE_TEAMS,
    databaseEntries,
  };
}

/**
 * A hundred thousand directory members with varied names, one joining every few minutes over the
 * last year, one in five thousand an admin, some with a biography; most on one of sixty servers,
 * half in one of sixty-four guilds, each with a class.
 */
async function seedScaleDirectory(db: Db): Promise<void> {
  const [{ existing } = { existing: 0 }] = await db
    .select({ existing: count() })
    .from(profiles)
    .where(like(profiles.id, 'scale-profile-%'));
  // In batches so each transaction stays short on the embedded database.
  for (let start = existing + 1; start <= SCALE_DIRECTORY_MEMBERS; start += 20_000) {
    const end = Math.min(SCALE_DIRECTORY_MEMBERS, start + 19_999);
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into "user" (id, name, email, email_verified)
        select 'scale-profile-' || g, 'Scale Profile ' || g, 'scale-profile-' || g || '@scale.example', true
        from generate_series(${start}::int, ${end}::int) g
        on conflict (id) do nothing`);
      await tx.execute(sql`
        insert into profiles (id, username, is_setup_complete, is_admin, biography, created_at,
          server, guild_name, character_class)
        select 'scale-profile-' || g,
          (array['Knight','Mage','Rogue','Healer','Archer','Bard','Ranger','Chef'])[1 + g % 8]
            || '_' || (array['of_Dawn','Blade','Storm','Leaf','Moon','Ember'])[1 + (g / 8) % 6] || '_' || g,
          true, g % 5000 = 0,
          case when g % 3 = 0 then 'Playing since launch; guild officer and collector of rare outfits.' end,
          now() - (g * 5 || ' minutes')::interval,
          case when g % 10 <> 0 then 'S' || (1 + g % 60) end,
          case when g % 2 = 0 then (array['Silver','Iron','Moonlit','Amber','Frost','Golden','Quiet','Ember'])[1 + (g / 2) % 8]
            || ' ' || (array['Wardens','Quills','Lanterns','Court','Oath','Pact','Circle','Banners'])[1 + (g / 16) % 8] end,
          (array['Guard','Scholar','Doctor','Gourmet'])[1 + (g / 3) % 4]
        from generate_series(${start}::int, ${end}::int) g
        on conflict (id) do nothing`);
    });
  }
}

/**
 * Public teams for the gallery's plans, each with five scale heroes. Owners rotate over the
 * scale members, so a member holds more than the five teams the site allows: the limit is
 * the create route's, and the gallery's queries do not depend on it.
 */
async function seedScaleTeams(db: Db): Promise<void> {
  const [{ existing } = { existing: 0 }] = await db
    .select({ existing: count() })
    .from(temporaryTeams)
    .where(like(temporaryTeams.slug, 'scale-team-%'));
  for (let start = existing + 1; start <= SCALE_TEAMS; start += 10_000) {
    const end = Math.min(SCALE_TEAMS, start + 9_999);
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into temporary_teams (user_id, name, slug, created_at, updated_at)
        select 'scale-member-' || (1 + g % ${SCALE_MEMBERS}::int),
          (array['Dawn','Storm','Ember','Frost','Shadow','Golden','Iron','Moon'])[1 + g % 8] || ' '
            || (array['Guard','Vanguard','Circle','Legion','Pact','Order','Wings','Court'])[1 + (g / 8) % 8]
            || ' ' || g,
          'scale-team-' || g, now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
        from generate_series(${start}::int, ${end}::int) g
        on conflict (slug) do nothing`);
      // Every other team is built for a game mode, and the kept vote counts spread from 0 to 199
      // so the Most Popular plans see a realistic spread (the votes themselves are not stored).
      await tx.execute(sql`
        with m as (select array_agg(id order by position, name) as ids from game_modes)
        update temporary_teams t
        set vote_count = (abs(hashtext(t.slug)) % 200),
          mode_id = case when m.ids is null or substring(t.slug from 12)::int % 2 = 0 then null
            else m.ids[1 + substring(t.slug from 12)::int % array_length(m.ids, 1)] end
        from m
        where t.slug like 'scale-team-%'
          and substring(t.slug from 12)::int between ${start}::int and ${end}::int`);
      await tx.execute(sql`
        with h as (select array_agg(id order by slug) as ids from heroes where slug like 'scale-hero-%')
        insert into temporary_team_heroes (team_id, hero_id, position, team_places)
        select t.id, h.ids[1 + (abs(hashtext(t.slug)) + p * 97) % array_length(h.ids, 1)], p, 5
        from temporary_teams t, h, generate_series(1, 5) p
        where t.slug like 'scale-team-%'
          and substring(t.slug from 12)::int between ${start}::int and ${end}::int
        on conflict do nothing`);
    });
  }
}
