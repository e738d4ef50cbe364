import { restrictionText } from '@haven/shared/moderation/rules';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/** True for a refusal the server explains to the user (a 4xx with a message). */
export function isExplainedRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message !== '';
}

/**
 * The text to show for a failed call: the server's own message when it refused the request for a
 * reason the user can act on (4xx); `fallback` for everything else. A server failure (5xx), a lost
 * connection or a bug in the page never shows its raw text.
 */
export function messageFor(error: unknown, fallback: string): string {
  if (!isExplainedRefusal(error)) return fallback;
  // A suspension's end in the reader's own zone, as the banner says it.
  return error.restriction ? restrictionText(error.restriction) : error.message;
}

type ApplyFieldErrorsOptions<T extends FieldValues> = {
  /** The field a conflict (409) without per-field messages belongs to, e.g. a taken name. */
  conflictField?: Path<T>;
  shouldFocus?: boolean;
};

/**
 * Puts the server's per-field messages on a react-hook-form form (only fields the form has a
 * value for). Returns true when at least one message was placed, so the caller shows no toast.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  { conflictField, shouldFocus = false }: ApplyFieldErrorsOptions<T> = {},
): boolean {
  if (!isExplainedRefusal(error)) return false;
  const fields = Object.entries(error.fields ?? {});
  if (fields.length === 0 && conflictField && error.status === 409) {
    setError(conflictField, { message: error.message }, { shouldFocus });
    return true;
  }
  for (const [index, [name, message]] of fields.entries()) {
    setError(name as Path<T>, { message }, { shouldFocus: shouldFocus && index === 0 });
  }
  return fields.length > 0;
}
