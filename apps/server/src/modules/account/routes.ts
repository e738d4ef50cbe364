import {
  ForgotPasswordRequestSchema,
  ResetPasswordRequestSchema,
  ResetTokenParamsSchema,
  ResetTokenStatusSchema,
  SignInRequestSchema,
  SignUpRequestSchema,
  SignUpResponseSchema,
  VerifyEmailQuerySchema,
} from '@haven/shared/auth/schemas';
import { OkSchema } from '@haven/shared/common/schemas';
import { localisedPath } from '@haven/shared/i18n/languages';
import { MeResponseSchema } from '@haven/shared/profiles/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailAdminVerification } from '../../auth/admin-emails.ts';
import { readEmailToken } from '../../auth/auth.ts';
import { forwardToAuth } from '../../auth/forward.ts';
import { findViewer, getSession } from '../../auth/session.ts';
import { announceSessionEnded, announceViewerChanged } from '../../auth/session-cache.ts';
import { NO_STORE } from '../../lib/cache.ts';
import { requestPageLanguage, withRequestLanguage } from '../../mail/language.ts';
import { toCurrentUser } from '../profiles/current-user.ts';
import { assertEmailFree, findResetTokenOwner, isResetTokenValid } from './account.ts';
import { accountSettingsRoutes } from './settings-routes.ts';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(accountSettingsRoutes);

  app.post(
    '/api/account/sign-up',
    {
      config: { access: { role: 'anyone' } },
      schema: { tags: ['account'], body: SignUpRequestSchema, response: { 201: SignUpResponseSchema } },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      await assertEmailFree(app.db, email);
      const language = requestPageLanguage(request);
      // Without verification Better Auth signs the new member in (autoSignIn): a session like
      // sign-in's, its cookie copied onto this reply, the profile made by the session hook.
      const result = await forwardToAuth<{ token: string | null; user: { id: string; email: string } }>(
        request,
        reply,
        '/sign-up/email',
        {
          email,
          password,
          name: email.split('@')[0],
          callbackURL: `${localisedPath('/login', language)}?registered=true`,
          rememberMe: false,
        },
      );
      await withRequestLanguage(language, () => mailAdminVerification(app, email, language));
      const viewer = result.token ? await findViewer(app.db, result.user) : null;
      return reply.status(201).send({
        ok: true,
        verificationRequired: app.config.requireEmailVerification,
        user: viewer ? toCurrentUser(viewer) : null,
      });
    },
  );

  app.post(
    '/api/account/sign-in',
    {
      config: { access: { role: 'anyone' } },
      schema: { tags: ['account'], body: SignInRequestSchema, response: { 200: MeResponseSchema } },
    },
    async (request, reply) => {
      const { email, password, rememberMe } = request.body;
      const result = await forwardToAuth<{ user: { id: string; email: string } }>(
        request,
        reply,
        '/sign-in/email',
        {
          email,
          password,
          rememberMe: rememberMe ?? false,
        },
      );
      const viewer = await findViewer(app.db, result.user);
      return { user: viewer ? toCurrentUser(viewer) : null };
    },
  );

  app.post(
    '/api/account/sign-out',
    {
      config: { access: { role: 'anyone' }, writeLimit: 'signOut' },
      schema: { tags: ['account'], response: { 200: OkSchema } },
    },
    async (request, reply) => {
      if (!request.headers.cookie) return { ok: true as const };
      const session = await getSession(request);
      await forwardToAuth(request, reply, '/sign-out', {});
      if (session) await announceSessionEnded(app.bus, session);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/account/forgot-password',
    {
      config: { access: { role: 'anyone' } },
      schema: { tags: ['account'], body: ForgotPasswordRequestSchema, response: { 200: OkSchema } },
    },
    async (request, reply) => {
      await forwardToAuth(request, reply, '/request-password-reset', {
        email: request.body.email,
        redirectTo: '/reset-password',
      });
      return { ok: true as const };
    },
  );

  app.get(
    '/api/account/reset-token/:token',
    {
      config: { writeLimit: 'tokenCheck' },
      schema: {
        tags: ['account'],
        params: ResetTokenParamsSchema,
        response: { 200: ResetTokenStatusSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      return { valid: await isResetTokenValid(app.db, request.params.token) };
    },
  );

  app.post(
    '/api/account/reset-password',
    {
      config: { access: { role: 'anyone' } },
      schema: { tags: ['account'], body: ResetPasswordRequestSchema, response: { 200: OkSchema } },
    },
    async (request, reply) => {
      // Better Auth revokes the member's sessions; tell every instance to forget them too.
      const userId = await findResetTokenOwner(app.db, request.body.token);
      await forwardToAuth(request, reply, '/reset-password', request.body);
      if (userId) await announceSessionEnded(app.bus, { userId });
      return { ok: true as const };
    },
  );

  // The link in the verification e-mail: Better Auth checks the token and redirects to /login?registered=true.
  app.get(
    '/api/auth/verify-email',
    {
      config: { writeLimit: 'tokenCheck' },
      schema: {
        tags: ['account'],
        querystring: VerifyEmailQuerySchema,
      },
    },
    async (request, reply) => {
      const response = await app.auth.handler(
        new Request(`${app.config.publicUrl}${request.url}`, {
          method: 'GET',
          headers: { 'x-forwarded-for': request.ip },
        }),
      );
      // A followed change-of-address link changes the e-mail every session of the member shows.
      const { userId } = readEmailToken(request.query.token);
      if (userId) await announceViewerChanged(app.bus, userId);
      const location = response.headers.get('location');
      if (location) return reply.redirect(location);
      return reply.redirect('/login?error=invalid_token');
    },
  );
};
