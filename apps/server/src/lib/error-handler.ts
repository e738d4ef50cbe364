import { type ApiErrorBody, GENERIC_MESSAGES } from '@haven/shared/common/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, isDatabaseUnavailable } from './errors.ts';

/** How long a client is asked to wait before retrying while the database is out of reach. */
const RETRY_AFTER_SECONDS = 2;

/** A refusal in the one error shape. */
export function appErrorBody(error: AppError): ApiErrorBody {
  const body: ApiErrorBody = { error: { code: error.code, message: error.message } };
  if (error.fields) body.error.fields = error.fields;
  if (error.restriction) body.error.restriction = error.restriction;
  return body;
}

/** Turns every failure into the one error shape; 5xx never leak internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) return reply.status(error.status).send(appErrorBody(error));
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key =
          String(issue.instancePath ?? '')
            .replace(/^\//, '')
            .replace(/\//g, '.') || '_';
        fields[key] ??= issue.message ?? 'Invalid value';
      }
      const message = error.validation[0]?.message ?? 'Invalid request';
      return reply.status(400).send({ error: { code: 'VALIDATION', message, fields } });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send({ error: { code: 'RATE_LIMITED', message: GENERIC_MESSAGES.rateLimited } });
    }
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send({ error: { code: 'TOO_LARGE', message: 'Request too large' } });
    }
    if (status === 415) {
      return reply.status(415).send({
        error: { code: 'UNSUPPORTED_MEDIA', message: 'This type of request body is not supported' },
      });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own refusals (bad JSON, empty body, ...): our codes, a plain message.
      const message = error.code?.startsWith('FST_ERR_CTP') ? 'The request body is not valid' : 'Bad request';
      return reply
        .status(status)
        .send({ error: { code: status === 404 ? 'NOT_FOUND' : 'VALIDATION', message } });
    }
    if (isDatabaseUnavailable(error)) {
      // The database is restarting or out of reach: a prompt answer the client may retry.
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply
        .status(503)
        .send({ error: { code: 'UNAVAILABLE', message: GENERIC_MESSAGES.unavailable } });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: { code: 'INTERNAL', message: GENERIC_MESSAGES.unexpected } });
  });
}
