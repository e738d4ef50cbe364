import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteThread } from './pglite-thread.ts';

let thread: PgliteThread;

beforeAll(async () => {
  thread = await PgliteThread.start(null);
  await thread.exec('create table item (id int primary key, name text not null, at timestamptz)');
});

afterAll(() => thread.close());

describe('the embedded database on its own thread', () => {
  it('answers rows as objects or arrays, with timestamps as the database writes them', async () => {
    await thread.query("insert into item values (1, 'one', '2026-01-02T03:04:05Z')");
    const objects = await thread.query<{ id: number; name: string; at: string }>(
      'select id, name, at from item where id = $1',
      [1],
    );
    expect(objects.rows).toEqual([{ id: 1, name: 'one', at: '2026-01-02 03:04:05+00' }]);
    const arrays = await thread.query('select id, name from item', [], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1, 'one']]);
  });

  it('runs a statement again with new values, of every kind the app sends', async () => {
    const sql =
      'select $1::int as n, $2::jsonb as doc, $3::text[] as tags, $4::boolean as flag, $5::uuid as id';
    for (const n of [1, 2, 3]) {
      const { rows } = await thread.query(sql, [
        n,
        JSON.stringify({ n }),
        [`t${n}`, 'b'],
        n % 2 === 0,
        `6f1c7f5e-51e4-4a8d-9a0e-3f1a3c6c9b0${n}`,
      ]);
      expect(rows).toEqual([
        {
          n,
          doc: { n },
          tags: [`t${n}`, 'b'],
          flag: n % 2 === 0,
          id: `6f1c7f5e-51e4-4a8d-9a0e-3f1a3c6c9b0${n}`,
        },
      ]);
    }
  });

  it('keeps answering once more statements were run than it keeps parsed', async () => {
    const first = 'select $1::int + 0 as n';
    expect((await thread.query(first, [1])).rows).toEqual([{ n: 1 }]);
    for (let i = 1; i <= 520; i++) await thread.query(`select $1::int + ${i} as n`, [1]);
    expect((await thread.query(first, [2])).rows).toEqual([{ n: 2 }]);
    expect((await thread.query('select $1::int + 520 as n', [2])).rows).toEqual([{ n: 522 }]);
  });

  it("refuses a statement with the database's error fields", async () => {
    const refusal = await thread.query("insert into item values (1, 'again', null)").catch((e) => e);
    expect(refusal).toBeInstanceOf(Error);
    expect(refusal).toMatchObject({ code: '23505', constraint: 'item_pkey' });
  });

  it('runs a transaction alone: statements sent meanwhile wait for it to end', async () => {
    const order: string[] = [];
    let outside: Promise<unknown> = Promise.resolve();
    await thread.transaction(async (tx) => {
      await tx.query("insert into item values (2, 'two', null)");
      outside = thread.query('select count(*)::int as n from item').then((r) => {
        order.push(`outside saw ${(r.rows[0] as { n: number }).n}`);
      });
      // Gives the outside statement every chance to run first if it could.
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.query("insert into item values (3, 'three', null)");
      order.push('transaction done');
    });
    await outside;
    expect(order).toEqual(['transaction done', 'outside saw 3']);
  });

  it('rolls a transaction back when its callback throws, and keeps serving', async () => {
    await expect(
      thread.transaction(async (tx) => {
        await tx.query("insert into item values (4, 'four', null)");
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const { rows } = await thread.query('select id from item where id = 4');
    expect(rows).toEqual([]);
  });

  it('does not commit a transaction one of whose statements failed', async () => {
    await expect(
      thread.transaction(async (tx) => {
        await tx.query("insert into item values (5, 'five', null)");
        await tx.query("insert into item values (1, 'taken', null)").catch(() => undefined);
      }),
    ).rejects.toThrow('rolled back');
    const { rows } = await thread.query('select id from item where id = 5');
    expect(rows).toEqual([]);
  });

  it('tells listeners of notifications until they stop listening', async () => {
    const heard: string[] = [];
    const stop = await thread.listen('news', (payload) => heard.push(payload));
    await thread.query("select pg_notify('news', 'first')");
    await expect.poll(() => heard).toEqual(['first']);
    await stop();
    await thread.query("select pg_notify('news', 'second')");
    await thread.query('select 1');
    expect(heard).toEqual(['first']);
  });

  it('tells the observer how long each statement waited and ran', async () => {
    const seen: { sql: string; waitMs: number; durationMs: number }[] = [];
    thread.observe((query) => seen.push(query));
    await thread.query('select 1');
    expect(seen).toEqual([
      { sql: '', waitMs: expect.any(Number), durationMs: 0 },
      { sql: 'select 1', waitMs: 0, durationMs: expect.any(Number) },
    ]);
  });

  it('dumps its data folder, from which a new database starts with the same rows', async () => {
    const copy = await PgliteThread.start(null, await thread.dumpDataDir('none'));
    try {
      const { rows } = await copy.query('select id from item order by id');
      expect(rows).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    } finally {
      await copy.close();
    }
  });
});
