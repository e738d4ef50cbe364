import type { Health } from '@haven/shared/common/schemas';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** Asks the database for a trivial answer and times it; `ok` is false when it did not answer. */
export async function checkHealth(db: DbOrTx): Promise<{ ok: boolean; health: Health; error?: unknown }> {
  const started = performance.now();
  try {
    await db.execute(sql`select 1`);
    return { ok: true, health: { status: 'ok', database: 'up', latencyMs: performance.now() - started } };
  } catch (error) {
    return {
      ok: false,
      error,
      health: { status: 'error', database: 'down', latencyMs: performance.now() - started },
    };
  }
}
