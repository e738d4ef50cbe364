import { VERSION_MESSAGES } from '@haven/shared/common/versions';
import { and, eq, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { AppError } from './errors.ts';

/** A table whose rows an editor saves: an id key and the edit version. */
type VersionedTable = PgTable & { id: PgColumn; version: PgColumn };

/**
 * The where of a save made from `version`: the row it names, only while it is still at that
 * version. An update under it takes the row's lock, so of two saves from the same version the
 * second finds no row and is refused.
 */
export function atVersion(table: VersionedTable, id: string, version: number): SQL {
  return and(eq(table.id, id), eq(table.version, version)) as SQL;
}

/** The set value that raises the row's version, in the same statement as the save. */
export function nextVersion(table: VersionedTable): SQL<number> {
  return sql<number>`${table.version} + 1`;
}

/** The refusal of a save made from an older version than the stored one. */
export function staleVersion(what: string, id: string, version: number): AppError {
  return new AppError('STALE_VERSION', VERSION_MESSAGES.conflict, undefined, {
    cause: `${what} ${id} is past version ${version}`,
  });
}

/**
 * Why a save under `atVersion` updated nothing: 404 with `notFound` when the row is gone,
 * otherwise a stale version (409). Returned, for the caller to throw.
 */
export async function missingOrStale(
  db: DbOrTx,
  table: VersionedTable,
  id: string,
  version: number,
  notFound: string,
): Promise<AppError> {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  if (!row) return new AppError('NOT_FOUND', notFound);
  return staleVersion(getTableName(table), id, version);
}
