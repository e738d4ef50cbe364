import { AUTH_MESSAGES } from '@haven/shared/auth/messages';
import { and, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { user, verification } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';

/**
 * Refuses (409) an address that already has an account, before Better Auth is
 * asked: its own answer to a taken address does not say so.
 */
export async function assertEmailFree(db: DbOrTx, email: string): Promise<void> {
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
  if (existing) {
    throw new AppError('CONFLICT', AUTH_MESSAGES.emailTaken, { email: AUTH_MESSAGES.emailTaken });
  }
}

/** True while a password reset token exists and has not expired. */
export async function isResetTokenValid(db: DbOrTx, token: string): Promise<boolean> {
  const [row] = await db
    .select({ id: verification.id })
    .from(verification)
    .where(
      and(eq(verification.identifier, `reset-password:${token}`), gt(verification.expiresAt, new Date())),
    )
    .limit(1);
  return row !== undefined;
}

/** The member a password reset token belongs to, if the token exists (expired or not). */
export async function findResetTokenOwner(db: DbOrTx, token: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: verification.value })
    .from(verification)
    .where(eq(verification.identifier, `reset-password:${token}`))
    .limit(1);
  return row?.userId ?? null;
}
