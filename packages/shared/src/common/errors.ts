/** The one error shape every API failure uses, so the web app reads every refusal the same way. */
export type ApiErrorBody = {
  error: {
    code: string;
    message: string;
    fields?: Record<string, string>;
    /** On a write refused for a suspension or ban: its end (ISO, null for a ban) and reason, for the reader's own time zone. */
    restriction?: { endsAt: string | null; reason: string };
  };
};

/** Error codes paired with their HTTP status. */
export const ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** A save made from an older version of the row than the stored one. */
  STALE_VERSION: 409,
  TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** Generic fallback texts, for refusals that have no more specific message. */
export const GENERIC_MESSAGES = {
  unexpected: 'An unexpected error occurred',
  authError: 'An error occurred',
  signInRequired: 'Please sign in to continue',
  adminOnly: 'Only administrators can access this page',
  notFound: 'Not found',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  addressTooLong: 'This address is too long.',
  requestTooLarge: 'This request is too large.',
  unavailable: 'The site cannot reach its data for a moment. Please try again in a few seconds.',
} as const;
