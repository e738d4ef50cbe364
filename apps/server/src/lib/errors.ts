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
