import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite } from './client.ts';
import { upkeepPass } from './upkeep.ts';

let database: Database;

type TableStats = { analysed: boolean; vacuumed: boolean; dead: number; changed: number };

/** A session's counts reach the shared statistics at most once a second, unless asked to now. */
async function writeAndCount(statement: string): Promise<void> {
  await database.db.execute(sql.raw(statement));
  await database.db.execute(sql.raw('select pg_stat_force_next_flush()'));
}

async function statsOf(table: string): Promise<TableStats> {
  const result = (await database.db.execute(sql`
    select last_analyze is not null as analysed, last_vacuum is not null as vacuumed,
      n_dead_tup::int as dead, n_mod_since_analyze::int as changed
    from pg_stat_user_tables where relname = ${table}`)) as unknown as { rows: TableStats[] };
  return result.rows[0] as TableStats;
}

/** How many rows the planner expects a query to find. */
async function expectedRows(query: string): Promise<number> {
  const result = (await database.db.execute(sql.raw(`explain ${query}`))) as unknown as {
    rows: { 'QUERY PLAN': string }[];
  };
  return Number(/rows=(\d+)/.exec(result.rows[0]?.['QUERY PLAN'] ?? '')?.[1]);
}

beforeAll(async () => {
  database = await openPglite(null);
  await database.db.execute(
    sql.raw('create table upkept (id int primary key, owner int not null, score int)'),
  );
  await database.db.execute(sql.raw('create index upkept_owner_idx on upkept (owner)'));
  await upkeepPass(database);
});

afterAll(() => database.close());

describe('upkeep of the embedded database', () => {
  it('analyses a table once enough of it has changed, so the planner knows how its values spread', async () => {
    // Ten owners share 20,000 rows: an owner's rows are a tenth of the table, too many to fetch one by one.
    await writeAndCount('insert into upkept select g, g % 10, 0 from generate_series(1, 20000) g');
    expect((await statsOf('upkept')).changed).toBe(20_000);
    const guessed = await expectedRows('select * from upkept where owner = 3');

    const kept = await upkeepPass(database);
    await writeAndCount('select 1');

    expect(kept.map((table) => table.name)).toContain('public.upkept');
    const stats = await statsOf('upkept');
    expect(stats.analysed).toBe(true);
    expect(stats.changed).toBe(0);
    expect(guessed).toBeLessThan(1_000);
    expect(await expectedRows('select * from upkept where owner = 3')).toBe(2_000);
  });

  it('vacuums a table whose updates left many dead rows, and leaves a quiet table alone', async () => {
    await writeAndCount('update upkept set score = score + 1 where id <= 10000');
    expect((await statsOf('upkept')).dead).toBe(10_000);

    const kept = await upkeepPass(database);

    await writeAndCount('select 1');
    expect(kept).toContainEqual({ name: 'public.upkept', vacuum: true });
    const stats = await statsOf('upkept');
    expect(stats.vacuumed).toBe(true);
    expect(stats.dead).toBe(0);
    expect(await upkeepPass(database)).toEqual([]);
  });

  it('does not analyse a table again only because the counts of changes started over', async () => {
    // As at each start of the embedded database: the counts and dates are gone, the statistics stay.
    await writeAndCount('select pg_stat_reset()');
    expect((await statsOf('upkept')).analysed).toBe(false);

    expect((await upkeepPass(database)).map((table) => table.name)).not.toContain('public.upkept');
  });
});
