import type { Versioned } from '@haven/shared/common/versions';
import { EXPIRED_CODES_PAGE_SIZE, REDEEM_CODE_MESSAGES } from '@haven/shared/redeem-codes/constants';
import type {
  ExpiredRedeemCodes,
  RedeemCode,
  RedeemCodeInputSchema,
} from '@haven/shared/redeem-codes/schemas';
import { and, count, desc, eq, isNull, not, or, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { redeemCodes } from '../../db/schema/index.ts';
import { atVersion, missingOrStale, nextVersion } from '../../lib/edit-version.ts';
import { AppError, isUniqueViolation } from '../../lib/errors.ts';
import { findPage } from '../../lib/paginate.ts';
import { withModerationRecord } from '../moderation/record-moderation.ts';

type RedeemCodeInput = z.output<typeof RedeemCodeInputSchema>;

/**
 * A code works through its expiry date (a UTC calendar day, whatever the database's time zone)
 * and stops the day after. Deciding it here, in SQL, makes a lapsed code expired on every screen
 * and answer alike.
 */
export const TODAY_UTC = sql`(now() at time zone 'utc')::date`;
const isExpired = sql<boolean>`(${redeemCodes.expiresAt} is not null and ${redeemCodes.expiresAt} < ${TODAY_UTC})`;
/** Whether players can use a code now: switched on and not past its date. */
export const isUsable: SQL = and(
  eq(redeemCodes.isActive, true),
  or(isNull(redeemCodes.expiresAt), sql`${redeemCodes.expiresAt} >= ${TODAY_UTC}`),
) as SQL;

const columns = {
  id: redeemCodes.id,
  code: redeemCodes.code,
  description: redeemCodes.description,
  rewards: redeemCodes.rewards,
  expiresAt: redeemCodes.expiresAt,
  isActive: redeemCodes.isActive,
  isExpired,
  deactivatedAt: redeemCodes.deactivatedAt,
  createdAt: redeemCodes.createdAt,
  version: redeemCodes.version,
};

type Row = {
  id: string;
  code: string;
  description: string | null;
  rewards: string;
  expiresAt: string | null;
  isActive: boolean;
  isExpired: boolean;
  deactivatedAt: Date | null;
  createdAt: Date;
  version: number;
};

function toRedeemCode(row: Row): RedeemCode {
  return {
    ...row,
    isExpired: Boolean(row.isExpired),
    deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The switch and when it was last turned off: kept from the first time off, cleared when turned on. */
function switchedAt(isActive: boolean) {
  return {
    isActive,
    deactivatedAt: isActive ? null : sql`coalesce(${redeemCodes.deactivatedAt}, now())`,
  };
}

/** Codes players can use now (switched on and not past their date), newest first: the first is the latest code. */
export async function findActiveRedeemCodes(db: DbOrTx): Promise<RedeemCode[]> {
  const rows = await db
    .select(columns)
    .from(redeemCodes)
    .where(isUsable)
    .orderBy(desc(redeemCodes.createdAt));
  return rows.map(toRedeemCode);
}

/**
 * When a code stopped working, as the cards say: switched off, or the day after its last valid
 * day (UTC), whichever came first. Null for a code switched off at a time no longer known.
 */
const endedAt = sql`least(${redeemCodes.deactivatedAt}, case when ${isExpired} then (${redeemCodes.expiresAt} + 1)::timestamp at time zone 'utc' end)`;

/** One page of the codes that no longer work (switched off or past their date), the latest to stop first. */
export function findExpiredRedeemCodes(db: DbOrTx, page: number): Promise<ExpiredRedeemCodes> {
  const where = not(isUsable);
  return findPage({
    page,
    pageSize: EXPIRED_CODES_PAGE_SIZE,
    count: db.select({ total: count() }).from(redeemCodes).where(where),
    rows: async (limit, offset) =>
      (
        await db
          .select(columns)
          .from(redeemCodes)
          .where(where)
          .orderBy(sql`${endedAt} desc nulls last`, desc(redeemCodes.createdAt), desc(redeemCodes.id))
          .limit(limit)
          .offset(offset)
      ).map(toRedeemCode),
  });
}

/** Every code for the admin screens, newest first. */
export async function findAllRedeemCodes(db: DbOrTx): Promise<RedeemCode[]> {
  const rows = await db.select(columns).from(redeemCodes).orderBy(desc(redeemCodes.createdAt));
  return rows.map(toRedeemCode);
}

function codeTaken(): AppError {
  return new AppError('CONFLICT', REDEEM_CODE_MESSAGES.codeTaken, { code: REDEEM_CODE_MESSAGES.codeTaken });
}

/** Creates a code (admin); a code that differs from an existing one only in case is refused. */
export async function createRedeemCode(
  db: DbOrTx,
  input: RedeemCodeInput,
  createdBy: string,
): Promise<RedeemCode> {
  try {
    const [created] = await db
      .insert(redeemCodes)
      .values({ ...input, createdBy, deactivatedAt: input.isActive ? null : sql`now()` })
      .returning(columns);
    if (!created) throw new Error('insert returned nothing');
    return toRedeemCode(created);
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
}

/** Replaces a code's fields (admin) when it is still at the version the editor opened. */
export function updateRedeemCode(
  db: DbOrTx,
  id: string,
  { version, ...input }: RedeemCodeInput & Versioned,
): Promise<RedeemCode> {
  return writeRedeemCode(db, id, { ...input, ...switchedAt(input.isActive) }, version);
}

/** Switches a code on or off (admin): mark inactive, reactivate; an editor open on it then sees a newer version. */
export function setRedeemCodeActive(db: DbOrTx, id: string, isActive: boolean): Promise<RedeemCode> {
  return writeRedeemCode(db, id, switchedAt(isActive));
}

/**
 * Writes changes to one code, raising its version, and answers it as saved: 404 when there is
 * none, 409 when its code is taken or, given the version the editor opened, when it is past it.
 */
async function writeRedeemCode(
  db: DbOrTx,
  id: string,
  changes: PgUpdateSetSource<typeof redeemCodes>,
  version?: number,
): Promise<RedeemCode> {
  try {
    const [updated] = await db
      .update(redeemCodes)
      .set({ ...changes, version: nextVersion(redeemCodes) })
      .where(version === undefined ? eq(redeemCodes.id, id) : atVersion(redeemCodes, id, version))
      .returning(columns);
    if (!updated) {
      if (version === undefined) throw new AppError('NOT_FOUND', REDEEM_CODE_MESSAGES.notFound);
      throw await missingOrStale(db, redeemCodes, id, version, REDEEM_CODE_MESSAGES.notFound);
    }
    return toRedeemCode(updated);
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
}

/** Deletes a code (admin). */
export async function deleteRedeemCode(db: Db, id: string, admin: Viewer): Promise<void> {
  await withModerationRecord(db, admin, async (tx) => {
    const [deleted] = await tx
      .delete(redeemCodes)
      .where(eq(redeemCodes.id, id))
      .returning({ code: redeemCodes.code });
    if (!deleted) throw new AppError('NOT_FOUND', REDEEM_CODE_MESSAGES.notFound);
    const target = { kind: 'redeem_code', id, label: deleted.code } as const;
    return { result: undefined, entry: { action: 'code_deleted', target } };
  });
}

/** Milliseconds from `now` to the next UTC midnight, when codes expiring the day before stop working. */
export function msUntilNextUtcMidnight(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return next - now.getTime();
}
