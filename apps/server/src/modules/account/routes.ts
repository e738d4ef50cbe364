import {
  AUTH_MESSAGES,
  ForgotPasswordRequestSchema,
  MeResponseSchema,
  OkSchema,
  ResetPasswordRequestSchema,
  ResetTokenStatusSchema,
  SignInRequestSchema,
  SignUpRequestSchema,
} from '@haven/shared';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailAdminVerification } from '../../auth/admin-emails.ts';
import { forwardToAuth } from '../../auth/forward.ts';
import { findViewer } from '../../auth/session.ts';
import { user, verification } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { toCurrentUser } from '../profiles/current-user.ts';

const SignUpResponseSchema = z.object({ ok: z.literal(true), verificationRequired: z.boolean() });

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/account/sign-up',
    { schema: { tags: ['account'], body: SignUpRequestSchema, response: { 201: SignUpResponseSchema } } },
    async (request, reply) => {
      const { email, password } = request.body;
      const [existing] = await app.db
        .select({ id: user.id })
        .from(user)
        .where(eq(user.email, email))
        .limit(1);
      if (existing)
        throw new AppError('CONFLICT', AUTH_MESSAGES.emailTaken, { email: AUTH_MESSAGES.emailTaken });
      await forwardToAuth(request, reply, '/sign-up/email', {
        email,
        password,
        name: email.split('@')[0],
        callbackURL: '/login?registered=true',
      });
      await mailAdminVerification(app, email);
      return reply.status(201).send({ ok: true, verificationRequired: app.config.requireEmailVerification });
    },
  );

  app.post(
    '/api/account/sign-in',
    { schema: { tags: ['account'], body: SignInRequestSchema, response: { 200: MeResponseSchema } } },
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
      config: { writeLimit: 'signOut' },
      schema: { tags: ['account'], response: { 200: OkSchema } },
    },
    async (request, reply) => {
      if (request.headers.cookie) await forwardToAuth(request, reply, '/sign-out', {});
      return { ok: true as const };
    },
  );

  app.post(
    '/api/account/forgot-password',
    { schema: { tags: ['account'], body: ForgotPasswordRequestSchema, response: { 200: OkSchema } } },
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
        params: z.object({ token: z.string().min(1).max(200) }),
        response: { 200: ResetTokenStatusSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const [row] = await app.db
        .select({ id: verification.id })
        .from(verification)
        .where(
          and(
            eq(verification.identifier, `reset-password:${request.params.token}`),
            gt(verification.expiresAt, new Date()),
          ),
        )
        .limit(1);
      return { valid: row !== undefined };
    },
  );

  app.post(
    '/api/account/reset-password',
    { schema: { tags: ['account'], body: ResetPasswordRequestSchema, response: { 200: OkSchema } } },
    async (request, reply) => {
      await forwardToAuth(request, reply, '/reset-password', request.body);
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
        querystring: z.object({ token: z.string().min(1), callbackURL: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const response = await app.auth.handler(
        new Request(`${app.config.publicUrl}${request.url}`, {
          method: 'GET',
          headers: { 'x-forwarded-for': request.ip },
        }),
      );
      const location = response.headers.get('location');
      if (location) return reply.redirect(location);
      return reply.redirect('/login?error=invalid_token');
    },
  );
};
