import { ACCOUNT_MESSAGES as M } from '@haven/shared/account/messages';
import { canDeleteOwnAccount } from '@haven/shared/account/policies';
import { DEFAULT_LANGUAGE, type Language } from '@haven/shared/i18n/languages';
import type { FastifyInstance } from 'fastify';
import type { Auth } from '../../auth/auth.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { AppError } from '../../lib/errors.ts';
import { siteLink } from '../../mail/language.ts';
import { accountDeletedMail } from '../../mail/templates.ts';
import { announceMemberDeleted, removeMember } from '../members/delete-member.ts';

/** Refuses (400, on the form's `field`) a password that is not the member's own. */
export async function assertOwnPassword(auth: Auth, memberId: string, password: string, field: string) {
  const context = await auth.$context;
  const account = await context.internalAdapter.findCredentialAccount(memberId);
  const matches = account?.password
    ? await context.password.verify({ hash: account.password, password })
    : false;
  if (!matches) throw new AppError('VALIDATION', M.wrongPassword, { [field]: M.wrongPassword });
}

/**
 * A member deletes their own account, with their password: the same removal an admin's deletion
 * does, in one transaction, then the end of their sessions everywhere, the refresh of every page
 * that showed something of theirs, and an e-mail telling them it happened. Administrators cannot
 * delete themselves this way.
 */
export async function deleteOwnAccount(
  app: FastifyInstance,
  viewer: Viewer,
  password: string,
  language: Language = viewer.language ?? DEFAULT_LANGUAGE,
): Promise<void> {
  if (!canDeleteOwnAccount(viewer)) throw new AppError('FORBIDDEN', M.adminCannotDelete);
  await assertOwnPassword(app.auth, viewer.id, password, 'password');
  const effects = await app.db.transaction((tx) => removeMember(tx, viewer.id));
  await announceMemberDeleted(app.bus, viewer.id, effects);
  try {
    await app.mailer.send({
      to: viewer.email,
      ...accountDeletedMail(siteLink(app.config.publicUrl, '/', language), language),
    });
  } catch (error) {
    // The account is gone either way; a mail server that is down must not make it look otherwise.
    app.log.error({ err: error }, 'account deletion e-mail failed');
  }
}
