// The summon log queries `npm run explain` prints the plans of.
import { sql } from 'drizzle-orm';
import type { Query } from './explain-hero-knowledge.ts';

/**
 * A load-test member's summon history (GET /api/me/summons) page and filters, and the two reads
 * of a pity count (the entry that last reset it, then the results since), over two hundred thousand
 * logged summons; and the community figures' two small reads (kept totals, members sharing).
 */
export function summonLogQueries(): Query[] {
  const member = sql`'scale-profile-4242'`;
  const page = sql`order by summoned_at desc, id desc limit 20`;
  return [
    ['summon history, first page', sql`select id from summon_entries where user_id = ${member} ${page}`],
    ['summon history, count', sql`select count(*) from summon_entries where user_id = ${member}`],
    [
      'summon history, banner type',
      sql`select id from summon_entries where user_id = ${member} and banner_type = 'limited' ${page}`,
    ],
    [
      'summon history, a rarity seen',
      sql`select id from summon_entries e where user_id = ${member}
          and exists (select 1 from summon_results r where r.entry_id = e.id and r.rarity = 'SSR') ${page}`,
    ],
    [
      'pity: the last entry that reset it',
      sql`select summoned_at, id from summon_entries e where user_id = ${member} and banner_type = 'limited'
          and exists (select 1 from summon_results r where r.entry_id = e.id and r.rarity in ('LR'))
          order by summoned_at desc, id desc limit 1`,
    ],
    [
      'pity: the results since',
      sql`select r.rarity from summon_entries e join summon_results r on r.entry_id = e.id
          where e.user_id = ${member} and e.banner_type = 'limited'
          order by e.summoned_at, e.id, r.position`,
    ],
    ['summon figures: the kept totals', sql`select * from summon_figure_totals`],
    ['summon figures: members sharing', sql`select count(*) from summon_settings where share_figures`],
  ];
}
