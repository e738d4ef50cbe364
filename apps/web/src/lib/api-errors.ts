import { type ErrorCode, GENERIC_MESSAGES } from '@haven/shared/common/errors';
import { restrictionText } from '@haven/shared/moderation/rules';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';
import { activeI18n } from './i18n';
import { inEnglish, sharedDescriptor, sharedText, sharedTexts } from './shared-texts';

/**
 * The catalog's text for each error code, shown in place of the server's English message in other
 * languages (the server's words stay as they are in English).
 */
const CODE_TEXTS: Record<ErrorCode, MessageDescriptor> = {
  VALIDATION: msg`Please check what you entered and try again.`,
  UNAUTHENTICATED: msg`Please sign in to continue`,
  FORBIDDEN: msg`You are not allowed to do this.`,
  NOT_FOUND: msg`Not found`,
  CONFLICT: msg`This conflicts with something that already exists.`,
  STALE_VERSION: msg`Someone else saved a newer version meanwhile. Reload to see it.`,
  TOO_LARGE: msg`This request is too large.`,
  UNSUPPORTED_MEDIA: msg`This kind of file is not supported.`,
  RATE_LIMITED: msg`Too many requests. Please wait a moment and try again.`,
  INTERNAL: msg`An unexpected error occurred`,
  UNAVAILABLE: msg`The service is unavailable for a moment. Please try again.`,
};

/** The refusals any page may meet. */
sharedTexts(GENERIC_MESSAGES, {
  unexpected: msg`An unexpected error occurred`,
  authError: msg`An error occurred`,
  signInRequired: msg`Please sign in to continue`,
  adminOnly: msg`Only administrators can access this page`,
  notFound: msg`Not found`,
  rateLimited: msg`Too many requests. Please wait a moment and try again.`,
  addressTooLong: msg`This address is too long.`,
  requestTooLarge: msg`This request is too large.`,
  unavailable: msg`The site cannot reach its data for a moment. Please try again in a few seconds.`,
});

/**
 * The text of a refusal in the page's language: the server's message in English; in others the
 * catalog's text for that message where the screen's feature has it, else the code's text.
 */
export function refusalText(code: string, message: string): string {
  if (inEnglish()) return message;
  const i18n = activeI18n();
  if (sharedDescriptor(message)) return sharedText(message);
  return code in CODE_TEXTS ? i18n._(CODE_TEXTS[code as ErrorCode]) : message;
}

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
  if (!isExplainedRefusal(error)) return sharedText(fallback);
  // A suspension's end in the reader's own zone, as the banner says it.
  return error.restriction ? restrictionText(error.restriction) : refusalText(error.code, error.message);
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
    setError(conflictField, { message: refusalText(error.code, error.message) }, { shouldFocus });
    return true;
  }
  for (const [index, [name, message]] of fields.entries()) {
    setError(name as Path<T>, { message: sharedText(message) }, { shouldFocus: shouldFocus && index === 0 });
  }
  return fields.length > 0;
}
