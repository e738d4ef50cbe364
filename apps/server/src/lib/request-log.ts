import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** A request slower than this is logged even when it succeeded. */
export const SLOW_REQUEST_MS = 500;

/**
 * Fastify's request logging, keeping one line per request worth reading: a failed one (5xx or an
 * error while answering), a refused one (4xx) or a slow one. A fast success (most of them cached
 * reads) writes nothing, and no request writes a line as it arrives.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const status = reply.statusCode;
    const ms = reply.elapsedTime;
    if (!error && status < 400 && ms < SLOW_REQUEST_MS) return;
    const entry = {
      req: request,
      res: reply,
      responseTime: Math.round(ms),
      ...(error ? { err: error } : {}),
    };
    if (error || status >= 500) request.log.error(entry, 'request completed');
    else if (status >= 400) request.log.info(entry, 'request completed');
    else request.log.warn(entry, 'slow request completed');
  }
}
