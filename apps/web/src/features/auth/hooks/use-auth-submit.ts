import { AUTH_MESSAGES } from '@haven/shared';
import { useEffect, useState } from 'react';
import type { FieldValues, Path, UseFormClearErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { messageFor } from '../../../lib/api-errors';

type Redirect = { to: string; delayMs: number };

/**
 * The state an account form keeps beside react-hook-form: the server's error (cleared as soon as
 * a field is edited, like the field's own error), a success message, and the redirect that
 * follows it after a pause long enough to read it.
 */
export function useAuthSubmit<T extends FieldValues>(
  clearErrors: UseFormClearErrors<T>,
  fallback: string = AUTH_MESSAGES.genericError,
) {
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [redirect, setRedirect] = useState<Redirect | null>(null);

  useEffect(() => {
    if (!redirect) return;
    const timer = window.setTimeout(() => navigate(redirect.to, { replace: true }), redirect.delayMs);
    return () => window.clearTimeout(timer);
  }, [redirect, navigate]);

  /** Runs the submission; a thrown error becomes the message above the form. */
  const run = async (submit: () => Promise<void>) => {
    setServerError(null);
    try {
      await submit();
    } catch (error) {
      setServerError(messageFor(error, fallback));
    }
  };

  /** Registration options that clear the field's and the server's error on each edit. */
  const clearOnEdit = (field: Path<T>) => ({
    onChange: () => {
      clearErrors(field);
      setServerError(null);
    },
  });

  const succeed = (text: string, then?: Redirect) => {
    setSuccess(text);
    if (then) setRedirect(then);
  };

  return { serverError, success, run, clearOnEdit, succeed };
}
