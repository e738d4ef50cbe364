import { useEffect, useState } from 'react';
import type { DefaultValues, FieldValues, Path, Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { isExplainedRefusal, messageFor } from '../../../lib/api-errors';
import { paths } from '../../../lib/paths';
import { sharedText } from '../../../lib/shared-texts';
import { useForm } from '../../../lib/use-form';
import type { AuthNotice } from '../components/auth-fields';
import { authTexts } from '../shared-texts';

type Redirect = { to: string; delayMs: number };

type UseAuthFormOptions<T extends FieldValues> = {
  /** The shared schema's resolver, so the form checks what the server checks. */
  resolver: Resolver<T>;
  defaultValues: DefaultValues<T>;
  /** The message when a submission fails for a reason the server does not explain. */
  fallback?: string;
};

/**
 * An account form: react-hook-form checked with the shared schema once a field is left, then at
 * every keystroke, plus what it keeps beside it: the server's error (cleared as soon as a field is
 * edited), a success message, and the redirect that follows it after a pause long enough to read it.
 */
export function useAuthForm<T extends FieldValues>({
  resolver,
  defaultValues,
  fallback,
}: UseAuthFormOptions<T>) {
  const navigate = useNavigate();
  // An address or password is judged once written: its rules show when the field is left, then as it changes.
  const form = useForm<T>({ resolver, defaultValues, mode: 'onTouched', reValidateMode: 'onChange' });
  const [serverError, setServerError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [redirect, setRedirect] = useState<Redirect | null>(null);

  useEffect(() => {
    if (!redirect) return;
    const timer = window.setTimeout(() => navigate(redirect.to, { replace: true }), redirect.delayMs);
    return () => window.clearTimeout(timer);
  }, [redirect, navigate]);

  /** The submit handler: checks the values, then runs `submit`; what it throws is shown above the form. */
  const onSubmit = (submit: (values: T) => Promise<void>) =>
    form.handleSubmit(async (values) => {
      setServerError(null);
      try {
        await submit(values);
      } catch (error) {
        setServerError(refusalOf(error) ?? messageFor(error, fallback ?? authTexts.genericError));
      }
    });

  /** A field's registration and its error; editing it clears the server's error. */
  const field = (name: Path<T>) => ({
    error: translateFieldError((form.formState.errors[name] as { message?: string } | undefined)?.message),
    ...form.register(name, { onChange: () => setServerError(null) }),
  });

  /**
   * Shows `text` as done and, when `signIn` is given, returns to the sign-in page with its `query`
   * (what the sign-in page then says happened) after its delay.
   */
  const succeed = (text: string, signIn?: { query: string; delayMs: number }) => {
    setSuccess(text);
    if (signIn) setRedirect({ to: `${paths.login}?${signIn.query}`, delayMs: signIn.delayMs });
  };

  /** The messages above the form: `notices` first (from the address), then success, then the error. */
  const alerts = (...notices: Array<AuthNotice | null | false>) => [
    ...notices,
    success !== null && { variant: 'success' as const, text: success },
    serverError !== null && { variant: 'error' as const, text: serverError },
  ];

  return {
    register: form.register,
    reset: form.reset,
    field,
    onSubmit,
    succeed,
    alerts,
    isSubmitting: form.formState.isSubmitting,
    isDone: success !== null,
  };
}

/** A field rule's message in the page's language. */
function translateFieldError(message: string | undefined): string | undefined {
  return message === undefined ? undefined : sharedText(message);
}

/** A refusal the account forms know, said in the page's language; null for any other failure. */
function refusalOf(error: unknown): string | null {
  if (!isExplainedRefusal(error) || error.restriction) return null;
  const text = sharedText(error.message);
  return text === error.message ? null : text;
}
