// The hero knowledge queries `npm run explain` prints the plans of.
import { sql } from 'drizzle-orm';
import { ratingRankOrder } from '../../apps/server/src/db/schema/heroes.ts';

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
  const byRating = sql.join(
    ratingRankOrder({ ratingSum: sql`rating_sum`, ratingCount: sql`rating_count` }),
    sql`, `,
  );
  const byTier = sql`select h.id, h.name from heroes h
    left join hero_tiers t on t.hero_id = h.id and t.mode_id = ${modeId}
    order by t.tier_rank asc nulls last, t.position asc nulls last, h.name, h.id`;
  const slugs = ['scale-hero-42', 'scale-hero-1234', 'scale-hero-2500', 'scale-hero-4999'];
  return [
    ['collection, by name, first page', sql`select id, name from heroes order by name, id ${page(1)}`],
    ['collection, by name, page 100', sql`select id, name from heroes order by name, id ${page(100)}`],
    [
      'collection, by rating, first page',
      sql`select id, name from heroes order by ${byRating}, name, id ${page(1)}`,
    ],
    [
      'collection, by rating, page 100',
      sql`select id, name from heroes order by ${byRating}, name, id ${page(100)}`,
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
