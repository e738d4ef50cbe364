import { ERROR_STATUS, type ErrorCode } from '@haven/shared/common/errors';

/** A refusal the client should see: its code picks the HTTP status, its message is the text the user sees. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  /** A suspension or ban that refused the request, sent so the client can word it in its reader's zone. */
  restriction: { endsAt: string | null; reason: string } | undefined;

  /** `options.cause` is for the server's log only: it never reaches the client. */
  constructor(code: ErrorCode, message: string, fields?: Record<string, string>, options?: ErrorOptions) {
    super(message, options);
    this.code = code;
    this.fields = fields;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/** Postgres unique-violation, raised when two writers race for the same key. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = findPgError(error);
  return e?.code === '23505' && (constraint === undefined || e.constraint === constraint);
}

/** Postgres foreign-key violation: the row a write points at is not there (or went meanwhile). */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  const e = findPgError(error);
  return e?.code === '23503' && (constraint === undefined || e.constraint === constraint);
}

function findPgError(error: unknown): { code?: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; constraint?: string; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return { code: candidate.code, constraint: candidate.constraint };
    }
    current = candidate.cause;
  }
  return undefined;
}

/** Socket faults that mean the database server is out of reach. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres's own words for a connection that is gone or could not be had in time. */
const UNREACHABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Cannot use a pool after calling end/;

/**
 * Whether a failure means the database is out of reach for now (restarting, shutting down, a
 * lost connection, no connection in time) rather than a fault of the request: PostgreSQL's
 * connection faults (class 08), shutdown and start-up refusals (57P01-57P03), too many
 * connections (53300), and the socket errors and pool time-outs of its client.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0 && seen.size < 8) {
    const current = queue.shift();
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string') {
      if (/^08[0-9A-Z]{3}$/.test(code) || ['57P01', '57P02', '57P03', '53300'].includes(code)) return true;
      if (UNREACHABLE_CODES.has(code)) return true;
    }
    if (typeof message === 'string' && UNREACHABLE_MESSAGE.test(message)) return true;
    queue.push(cause);
    if (Array.isArray(errors)) queue.push(...errors);
  }
  return false;
}
