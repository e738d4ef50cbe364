import { type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { type ApiErrorBody, GENERIC_MESSAGES } from '@haven/shared/common/errors';
import {
  errorCodes,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { AppError } from './errors.ts';

/** Longest path parameter the router accepts (reset tokens and slugs fit); longer ones are 404s. */
export const MAX_PARAM_LENGTH = 200;

/** Longest address (path and query string) the app reads; longer ones are answered 414. */
export const MAX_URL_LENGTH = 8 * 1024;

/**
 * Most bytes Node reads of a request line and its headers: room for an address past
 * MAX_URL_LENGTH and a full set of cookies, so such an address reaches the app's own refusal.
 */
export const MAX_HEADER_BYTES = 64 * 1024;

export const UNSTORABLE_TEXT_MESSAGE = 'The request contains characters that cannot be stored';

// PostgreSQL text cannot hold the NUL character; sent to it, a query fails with a
// server error. Lone UTF-16 surrogates cannot be encoded as UTF-8 either.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path of the first string (or key) under `value` PostgreSQL cannot store, or null. */
export function findUnstorableText(value: unknown, at = '', depth = 0): string | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? at || '_' : null;
  if (depth > 32 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const path = at ? `${at}.${key}` : key;
    if (UNSTORABLE.test(key)) return path;
    const found = findUnstorableText(item, path, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Refuses params, query strings and bodies holding text PostgreSQL cannot store, before any query. */
export function registerUnstorableTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const field =
      findUnstorableText(request.params) ??
      findUnstorableText(request.query) ??
      findUnstorableText(request.body);
    if (field)
      throw new AppError('VALIDATION', UNSTORABLE_TEXT_MESSAGE, { [field]: UNSTORABLE_TEXT_MESSAGE });
  });
}

/** Refuses an address longer than MAX_URL_LENGTH with 414, before anything else reads the request. */
export function registerUrlLengthCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.length <= MAX_URL_LENGTH) return;
    const body: ApiErrorBody = { error: { code: 'VALIDATION', message: GENERIC_MESSAGES.addressTooLong } };
    return reply.code(414).send(body);
  });
}

/** How long a refused connection stays open for the client to read its answer and close. */
const CLIENT_ERROR_LINGER_MS = 5_000;

/**
 * Answers a request Node's HTTP parser refused before Fastify saw it (headers past
 * MAX_HEADER_BYTES, malformed HTTP, a request that arrived too slowly) in the one error shape,
 * then ends the connection gently: the rest of the request is read and dropped, since closing
 * while the client is still sending makes the connection reset, which can discard the answer
 * before the client reads it. The socket is destroyed once the client closes, or after a linger.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // The parser refuses each further piece of the same request: already answered.
  if (socket.writableEnded) return;
  const [status, body]: [number, ApiErrorBody] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, { error: { code: 'TOO_LARGE', message: GENERIC_MESSAGES.requestTooLarge } }]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, { error: { code: 'VALIDATION', message: 'The request took too long to arrive' } }]
        : [400, { error: { code: 'VALIDATION', message: 'The request is not valid HTTP' } }];
  const json = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(json)}\r\n` +
      'Connection: close\r\n\r\n' +
      json,
  );
  socket.resume();
  setTimeout(() => socket.destroy(), CLIENT_ERROR_LINGER_MS).unref();
}

/**
 * Errors Fastify raises while finding the route (a URL that is not valid
 * percent-encoding, a path segment longer than MAX_PARAM_LENGTH), answered in
 * the one error shape instead of Fastify's own.
 */
export const frameworkErrors = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  reply.code(tooLong ? 414 : 400).send({
    error: {
      code: 'VALIDATION',
      message: tooLong ? 'A part of the address is too long' : 'The address is not valid',
    },
  });
};

/**
 * Answers a miss under a catch-all route as the router answers one: a path with a segment longer
 * than MAX_PARAM_LENGTH missed its route because of that segment, so it is told so (414).
 */
export function answerMiss(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? '';
  if (path.split('/').some((segment) => segment.length > MAX_PARAM_LENGTH)) {
    return frameworkErrors(new errorCodes.FST_ERR_MAX_PARAM_LENGTH(path), request, reply);
  }
  return reply.callNotFound();
}

// Paths and query parameters that carry one-time secrets (password reset and
// e-mail verification tokens): logs keep the route, never the token.
const TOKEN_IN_PATH = /^(\/api\/account\/reset-token\/)[^/?#]*/;
const TOKEN_IN_QUERY = /([?&](?:token|code)=)[^&#]*/gi;

/** `url` with reset and verification tokens replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(TOKEN_IN_PATH, '$1[redacted]').replace(TOKEN_IN_QUERY, '$1[redacted]');
}

type LoggedRequest = FastifyRequest | (IncomingMessage & { ip?: string });

/** Logger options: the request line without tokens and with the client address Fastify trusts. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    serializers: {
      req(request: LoggedRequest) {
        return {
          method: request.method,
          url: redactUrl(request.url ?? ''),
          host: request.headers.host,
          remoteAddress: 'ip' in request && request.ip ? request.ip : request.socket?.remoteAddress,
        };
      },
      res(response: ServerResponse | { statusCode: number }) {
        return { statusCode: response.statusCode };
      },
    },
  };
}
