import { DEFAULT_LANGUAGE, type Language, localisedPath } from '@haven/shared/i18n/languages';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../db/client.ts';
import { profiles } from '../db/schema/index.ts';

/**
 * ADMIN_EMAILS grants administrator rights only to an account whose address has
 * been verified through the e-mailed link: otherwise whoever registered a listed
 * address first would become an administrator.
 */
export function isListedAdmin(
  adminEmails: string[],
  account: { email: string; emailVerified: boolean },
): boolean {
  return account.emailVerified && adminEmails.includes(account.email.toLowerCase());
}

/** Mails the verification link to a listed address at sign-up, even when verification is otherwise optional. */
export async function mailAdminVerification(
  app: FastifyInstance,
  email: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<void> {
  const { config, auth } = app;
  if (config.requireEmailVerification) return; // Better Auth already mails every new member.
  if (!config.adminEmails.includes(email.toLowerCase())) return;
  const callbackURL = `${localisedPath('/login', language)}?registered=true`;
  await auth.api.sendVerificationEmail({ body: { email, callbackURL } });
}

/** Once a listed address is verified, its member (if they have a profile yet) becomes an administrator. */
export async function grantVerifiedListedAdmin(
  db: DbOrTx,
  adminEmails: string[],
  account: { id: string; email: string; emailVerified: boolean },
): Promise<void> {
  if (!isListedAdmin(adminEmails, account)) return;
  await db
    .update(profiles)
    .set({ isAdmin: true })
    .where(and(eq(profiles.id, account.id), eq(profiles.isAdmin, false)));
}
