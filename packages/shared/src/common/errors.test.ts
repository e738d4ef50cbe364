import { describe, expect, it } from 'vitest';
import { ERROR_STATUS, GENERIC_MESSAGES } from './errors.ts';
import { ApiErrorSchema } from './schemas.ts';

describe('error codes', () => {
  it('pairs each code with its HTTP status', () => {
    expect(ERROR_STATUS).toEqual({
      VALIDATION: 400,
      UNAUTHENTICATED: 401,
      FORBIDDEN: 403,
      NOT_FOUND: 404,
      CONFLICT: 409,
      STALE_VERSION: 409,
      TOO_LARGE: 413,
      UNSUPPORTED_MEDIA: 415,
      RATE_LIMITED: 429,
      INTERNAL: 500,
      UNAVAILABLE: 503,
    });
  });

  it('describes the error body', () => {
    const body = { error: { code: 'VALIDATION', message: 'Email is required', fields: { email: 'x' } } };
    expect(ApiErrorSchema.parse(body)).toEqual(body);
    expect(ApiErrorSchema.safeParse({ error: { code: 'X' } }).success).toBe(false);
  });

  it('has the generic fallback texts', () => {
    expect(GENERIC_MESSAGES.authError).toBe('An error occurred');
  });
});
