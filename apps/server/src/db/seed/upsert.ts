import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** What seeding one table did: rows written or refreshed, and images newly stored. */
export type GroupResult = { rows: number; media: number };

// Seeding again over unchanged data must write nothing: the update copies the
// proposed values only when one of them differs, and `touch` columns (such as
// updated_at) change only then.

/** The `set` and `setWhere` of an ON CONFLICT DO UPDATE that refreshes columns only when they differ. */
export function refreshColumns(
  columns: Record<string, PgColumn>,
  touch: Record<string, SQL> = {},
): { set: Record<string, SQL>; setWhere: SQL } {
  const entries = Object.entries(columns);
  const excluded = (column: PgColumn) => sql.raw(`excluded."${column.name}"`);
  const current = sql.join(
    entries.map(([, column]) => sql`${column}`),
    sql`, `,
  );
  const proposed = sql.join(
    entries.map(([, column]) => excluded(column)),
    sql`, `,
  );
  return {
    set: { ...Object.fromEntries(entries.map(([key, column]) => [key, excluded(column)])), ...touch },
    setWhere: sql`(${current}) is distinct from (${proposed})`,
  };
}

const DAY_MS = 86_400_000;

/** A moment `days` days before `now`, nudged by a few hours derived from `key` so times look natural. */
export function daysBefore(now: Date, days: number, key = ''): Date {
  let jitter = 0;
  for (let i = 0; i < key.length; i += 1) jitter = (jitter * 31 + key.charCodeAt(i)) % 36_000;
  return new Date(now.getTime() - days * DAY_MS - jitter * 1000);
}

/** A calendar date (YYYY-MM-DD, UTC) `days` days after `now`. */
export function dateAfter(now: Date, days: number): string {
  return new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}
