import { Readable } from 'node:stream';
import { ACCOUNT_MESSAGES as M } from '@haven/shared/account/messages';
import {
  AccountSchema,
  ChangeEmailRequestSchema,
  ChangePasswordRequestSchema,
  DeleteAccountRequestSchema,
  LanguageChoiceSchema,
} from '@haven/shared/account/schemas';
import { OkSchema } from '@haven/shared/common/schemas';
import { localisedPath } from '@haven/shared/i18n/languages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../auth/access.ts';
import { forwardToAuth } from '../../auth/forward.ts';
import { announceSessionEnded, announceViewerChanged } from '../../auth/session-cache.ts';
import { AppError } from '../../lib/errors.ts';
import { requestPageLanguage } from '../../mail/language.ts';
import { deleteOwnAccount } from './delete-own-account.ts';
import { streamMemberData } from './export-data.ts';
import { saveLanguage } from './save-language.ts';

const tags = ['account'];
const access = { role: 'member', message: M.signIn } as const;

/** Where the link confirming a new address lands: the Account page, which says it worked. */
export const EMAIL_CHANGED_CALLBACK = '/account?email=changed';

/** The Account page: the address, a new address or password, the data download and deletion. */
export const accountSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me/account',
    { config: { access }, schema: { tags, response: { 200: AccountSchema } } },
    async (request) => ({ email: memberOf(request).email }),
  );

  app.put(
    '/api/me/account/language',
    {
      config: { access, writeLimit: 'profileEdit' },
      schema: { tags, body: LanguageChoiceSchema, response: { 200: OkSchema } },
    },
    async (request) => {
      const member = memberOf(request);
      await saveLanguage(app.db, member.id, request.body.language);
      // Every session re-reads the choice, so another device's next page knows it.
      await announceViewerChanged(app.bus, member.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/me/account/email',
    {
      config: { access, writeLimit: 'accountChange' },
      schema: { tags, body: ChangeEmailRequestSchema, response: { 200: OkSchema } },
    },
    async (request, reply) => {
      const { newEmail } = request.body;
      if (newEmail === memberOf(request).email) {
        throw new AppError('VALIDATION', M.emailSame, { newEmail: M.emailSame });
      }
      // The same answer whether or not the address is taken, so nobody learns who has an account.
      const language = memberOf(request).language ?? requestPageLanguage(request);
      await forwardToAuth(request, reply, '/change-email', {
        newEmail,
        callbackURL: localisedPath(EMAIL_CHANGED_CALLBACK, language),
      });
      return { ok: true as const };
    },
  );

  app.post(
    '/api/me/account/password',
    {
      config: { access, writeLimit: 'accountChange' },
      schema: { tags, body: ChangePasswordRequestSchema, response: { 200: OkSchema } },
    },
    async (request, reply) => {
      const member = memberOf(request);
      // Better Auth checks the current password, stores the new one, ends every session and
      // opens a new one for this browser; every instance forgets the ended ones at once.
      await forwardToAuth(request, reply, '/change-password', { ...request.body, revokeOtherSessions: true });
      await announceSessionEnded(app.bus, { userId: member.id });
      return { ok: true as const };
    },
  );

  app.get(
    '/api/me/account/data',
    // The answer is a JSON file written as it is read, so it has no response schema.
    { config: { access, writeLimit: 'dataExport' }, schema: { tags } },
    async (request, reply) => {
      const member = memberOf(request);
      const day = new Date().toISOString().slice(0, 10);
      reply.header(
        'content-disposition',
        `attachment; filename="heroes-haven-${member.username}-${day}.json"`,
      );
      return reply
        .type('application/json; charset=utf-8')
        .send(Readable.from(streamMemberData(app.db, member.id)));
    },
  );

  app.delete(
    '/api/me/account',
    {
      config: { access, writeLimit: 'accountChange' },
      schema: { tags, body: DeleteAccountRequestSchema, response: { 200: OkSchema } },
    },
    async (request, reply) => {
      const member = memberOf(request);
      const language = member.language ?? requestPageLanguage(request);
      await deleteOwnAccount(app, member, request.body.password, language);
      // The session went with the account; this clears its cookie from the browser.
      await forwardToAuth(request, reply, '/sign-out', {});
      return { ok: true as const };
    },
  );
};
