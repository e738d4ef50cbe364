import { restrictionText } from '@haven/shared/moderation/rules';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { applyFieldErrors, messageFor } from './api-errors';

const FALLBACK = 'Failed to save';

describe('messageFor', () => {
  it("shows the server's reason for a refusal (4xx)", () => {
    expect(messageFor(new ApiError(409, 'CONFLICT', 'Name taken'), FALLBACK)).toBe('Name taken');
    expect(messageFor(new ApiError(401, 'UNAUTHENTICATED', 'Please sign in'), FALLBACK)).toBe(
      'Please sign in',
    );
  });

  it('never shows the raw text of a server failure (5xx); it shows the fallback', () => {
    expect(messageFor(new ApiError(500, 'INTERNAL', 'relation "heroes" does not exist'), FALLBACK)).toBe(
      FALLBACK,
    );
    expect(messageFor(new ApiError(503, 'HTTP_ERROR', 'Service Unavailable'), FALLBACK)).toBe(FALLBACK);
  });

  it('words a refusal for a suspension as the banner does, with the end in the reader’s own zone', () => {
    const restriction = { endsAt: '2026-11-27T15:04:00.000Z', reason: 'Spam' };
    const refusal = new ApiError(
      403,
      'FORBIDDEN',
      'Your account is suspended until November 27, 2026 at 3:04 PM UTC: Spam',
      undefined,
      restriction,
    );
    expect(messageFor(refusal, FALLBACK)).toBe(restrictionText(restriction));
    expect(messageFor(refusal, FALLBACK)).not.toContain('UTC');
  });

  it('shows the fallback when offline, for a refusal without text and for any other thrown value', () => {
    expect(messageFor(new ApiError(0, 'NETWORK', 'Something went wrong'), FALLBACK)).toBe(FALLBACK);
    expect(messageFor(new ApiError(400, 'BAD', ''), FALLBACK)).toBe(FALLBACK);
    expect(messageFor(new TypeError('x is undefined'), FALLBACK)).toBe(FALLBACK);
    expect(messageFor('boom', FALLBACK)).toBe(FALLBACK);
  });
});

type Form = { name: string; description: string };

describe('applyFieldErrors', () => {
  it("puts each field's message on that field, focusing the first when asked", () => {
    const setError = vi.fn();
    const error = new ApiError(400, 'VALIDATION', 'Invalid input', {
      name: 'Hero name is required',
      description: 'Too long',
    });
    expect(applyFieldErrors<Form>(error, setError, { shouldFocus: true })).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['name', { message: 'Hero name is required' }, { shouldFocus: true }],
      ['description', { message: 'Too long' }, { shouldFocus: false }],
    ]);
  });

  it('puts a conflict without field messages on the named field', () => {
    const setError = vi.fn();
    const error = new ApiError(409, 'CONFLICT', 'A hero with this name already exists');
    expect(applyFieldErrors<Form>(error, setError, { conflictField: 'name' })).toBe(true);
    expect(setError).toHaveBeenCalledWith(
      'name',
      { message: 'A hero with this name already exists' },
      { shouldFocus: false },
    );
  });

  it('places nothing for server failures, refusals without fields or other errors', () => {
    const setError = vi.fn();
    expect(applyFieldErrors<Form>(new ApiError(500, 'INTERNAL', 'oops', { name: 'x' }), setError)).toBe(
      false,
    );
    expect(applyFieldErrors<Form>(new ApiError(409, 'CONFLICT', 'Taken'), setError)).toBe(false);
    expect(
      applyFieldErrors<Form>(new ApiError(403, 'FORBIDDEN', 'No'), setError, { conflictField: 'name' }),
    ).toBe(false);
    expect(applyFieldErrors<Form>(new Error('bug'), setError)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
