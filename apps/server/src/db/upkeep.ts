import { sql } from 'drizzle-orm';
import type { Database, FaultLog } from './client.ts';

/** How often the embedded database's tables are looked over. */
const UPKEEP_INTERVAL_MS = 60_000;

/**
 * The tables due for upkeep, by PostgreSQL's own autovacuum rule (its default thresholds): vacuumed
 * once dead rows pass 50 + 20% of the table, analysed once rows changed since the last analysis
 * pass 50 + 10%, or when never analysed. The counts of changes start again at each start of the
 * embedded database, but stored statistics stay: a table that has them is not analysed again
 * only because the database started.
 */
const dueTables = sql`
  select format('%I.%I', s.schemaname, s.relname) as name,
    s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0) as vacuum
  from pg_stat_user_tables s join pg_class c on c.oid = s.relid
  where s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
    or s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
    or (coalesce(s.last_analyze, s.last_autoanalyze) is null
      and not exists (select 1 from pg_stats p where p.schemaname = s.schemaname and p.tablename = s.relname))
  order by s.n_dead_tup + s.n_mod_since_analyze desc`;

/**
 * One upkeep pass: each table due is vacuumed and analysed, or only analysed, one statement per
 * table so other statements run between them. Returns the tables it kept up.
 */
export async function upkeepPass(database: Database): Promise<{ name: string; vacuum: boolean }[]> {
  const due = (await database.db.execute(dueTables)) as unknown as {
    rows: { name: string; vacuum: boolean }[];
  };
  for (const table of due.rows)
    await database.db.execute(sql.raw(`${table.vacuum ? 'vacuum (analyze)' : 'analyze'} ${table.name}`));
  return due.rows;
}

/**
 * The embedded database has no autovacuum of its own (it runs as one process, without background
 * workers): without this its planner would never learn how many rows a table holds or how values
 * spread, and rows replaced by updates would never be reclaimed. A pass runs at once, then every
 * UPKEEP_INTERVAL_MS. PostgreSQL servers keep themselves up.
 */
export function startUpkeep(database: Database, log: FaultLog): { stop: () => Promise<void> } {
  let running: Promise<unknown> | null = null;
  const pass = () => {
    // A pass still running (a large table) is not joined by another.
    running ??= upkeepPass(database)
      .catch((error: unknown) => log.warn({ err: error }, 'database upkeep failed'))
      .finally(() => {
        running = null;
      });
  };
  pass();
  const timer = setInterval(pass, UPKEEP_INTERVAL_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
