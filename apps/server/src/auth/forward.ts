import { ACCOUNT_MESSAGES } from '@haven/shared/account/messages';
import { AUTH_MESSAGES } from '@haven/shared/auth/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';
import { requestPageLanguage, withRequestLanguage } from '../mail/language.ts';

type AuthErrorBody = { code?: string; message?: string };

/**
 * Hands an already-validated account action to Better Auth's own handler, so
 * its rate limiter and cookie handling apply, then copies its cookies onto our
 * reply and turns its refusals into the texts our forms show.
 */
export async function forwardToAuth<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  body: unknown,
): Promise<T> {
  const { auth, config } = request.server;
  const headers = new Headers({
    'content-type': 'application/json',
    // Our own origin check ran on the incoming request (see app.ts).
    origin: config.publicUrl,
    'x-forwarded-for': request.ip,
  });
  if (request.headers.cookie) headers.set('cookie', request.headers.cookie);
  if (request.headers['user-agent']) headers.set('user-agent', request.headers['user-agent']);
  // A mail this action sends to someone without a saved language is written in the page's.
  const response = await withRequestLanguage(requestPageLanguage(request), () =>
    auth.handler(
      new Request(`${config.publicUrl}/api/auth${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      }),
    ),
  );
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const data = (await response.json().catch(() => null)) as unknown;
  if (response.ok) return data as T;
  throw toAppError(response.status, (data ?? {}) as AuthErrorBody);
}

function toAppError(status: number, body: AuthErrorBody): AppError | Error {
  if (status === 429) return new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyAttempts);
  // A failure inside Better Auth (its database, its mailer) stays a server error: a plain
  // Error reaches the error handler, which logs it and answers 500 without details.
  if (status >= 500)
    return new Error(`Better Auth answered ${status}: ${body.code ?? body.message ?? 'no details'}`);
  switch (body.code) {
    case 'USER_ALREADY_EXISTS':
    case 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
      return new AppError('CONFLICT', AUTH_MESSAGES.emailTaken);
    case 'INVALID_EMAIL_OR_PASSWORD':
      return new AppError('UNAUTHENTICATED', AUTH_MESSAGES.invalidCredentials);
    case 'EMAIL_NOT_VERIFIED':
      return new AppError('FORBIDDEN', AUTH_MESSAGES.emailNotVerified);
    case 'INVALID_PASSWORD':
      return new AppError('VALIDATION', ACCOUNT_MESSAGES.wrongPassword, {
        currentPassword: ACCOUNT_MESSAGES.wrongPassword,
      });
    case 'INVALID_TOKEN':
      return new AppError('VALIDATION', AUTH_MESSAGES.resetInvalidToken);
    default:
      return new AppError(
        status === 401 ? 'UNAUTHENTICATED' : status === 403 ? 'FORBIDDEN' : 'VALIDATION',
        body.message || AUTH_MESSAGES.genericError,
      );
  }
}
