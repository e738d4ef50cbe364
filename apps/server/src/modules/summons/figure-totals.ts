import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { summonSettings } from '../../db/schema/index.ts';

/**
 * Moves the kept figure totals by the results of the entries `which` selects (by `sign`: +1 as
 * they are written, -1 before they change or go). Only a member who shares counts; their settings
 * row is locked so a change of sharing cannot interleave.
 */
async function moveTotals(
  tx: DbOrTx,
  userId: string,
  which: SQL,
  sign: 1 | -1,
  force = false,
): Promise<void> {
  if (!force) {
    const [settings] = await tx
      .select({ share: summonSettings.shareFigures })
      .from(summonSettings)
      .where(sql`${summonSettings.userId} = ${userId}`)
      .for('update');
    if (!settings?.share) return;
  }
  await tx.execute(sql`
    insert into summon_figure_totals (banner_type, rarity, pulls, banner_pulls, featured)
    select e.banner_type, r.rarity, ${sign}::int * count(*)::int,
      ${sign}::int * count(*) filter (where e.banner_id is not null)::int,
      ${sign}::int * count(bh.hero_id)::int
    from summon_entries e
    join summon_results r on r.entry_id = e.id
    left join banner_heroes bh on bh.banner_id = e.banner_id and bh.hero_id = r.hero_id and bh.is_rate_up
    where e.user_id = ${userId} and ${which}
    group by e.banner_type, r.rarity
    on conflict (banner_type, rarity) do update set
      pulls = summon_figure_totals.pulls + excluded.pulls,
      banner_pulls = summon_figure_totals.banner_pulls + excluded.banner_pulls,
      featured = summon_figure_totals.featured + excluded.featured`);
}

const entriesIn = (ids: readonly string[]) =>
  sql`e.id in (${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;

/** Adds (or, with -1, takes away) these entries of the member to the figures, if they share. */
export async function countEntriesInFigures(
  tx: DbOrTx,
  userId: string,
  ids: readonly string[],
  sign: 1 | -1,
) {
  if (ids.length > 0) await moveTotals(tx, userId, entriesIn(ids), sign);
}

/** Adds or takes away the member's whole log as they start or stop sharing it. */
export async function countLogInFigures(tx: DbOrTx, userId: string, sign: 1 | -1) {
  await moveTotals(tx, userId, sql`true`, sign, true);
}

/** Takes a departing member's shared log out of the figures before the cascade removes it. */
export async function withdrawFromFigures(tx: DbOrTx, userId: string) {
  await moveTotals(tx, userId, sql`true`, -1);
}

/** Counts the kept totals afresh from every shared log (the seed, after writing logs directly). */
export async function recountFigureTotals(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`delete from summon_figure_totals`);
  await tx.execute(sql`
    insert into summon_figure_totals (banner_type, rarity, pulls, banner_pulls, featured)
    select e.banner_type, r.rarity, count(*)::int, count(*) filter (where e.banner_id is not null)::int,
      count(bh.hero_id)::int
    from summon_entries e
    join summon_settings s on s.user_id = e.user_id and s.share_figures
    join summon_results r on r.entry_id = e.id
    left join banner_heroes bh on bh.banner_id = e.banner_id and bh.hero_id = r.hero_id and bh.is_rate_up
    group by e.banner_type, r.rarity`);
}
