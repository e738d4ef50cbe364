import {
  AUTH_MESSAGES,
  REDIRECT_AFTER_RESET_MS,
  type ResetPasswordForm,
  ResetPasswordFormSchema,
} from '@haven/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField, fieldMessageId, Input } from '../../../components/ui/form-field';
import { LoadingState, Spinner } from '../../../components/ui/spinner';
import { messageFor } from '../../../lib/api-errors';
import { paths } from '../../../lib/paths';
import { useResetTokenStatus } from '../api/get-reset-token';
import { useResetPassword } from '../api/reset-password';
import { AUTH_LINK_CLASSES, AuthCard } from './auth-card';

const TITLE = 'Set a New Password';

/** /reset-password: checks the emailed link's token, then lets the user choose a new password. */
export function ResetPasswordPanel() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const hasRecoveryLink = Boolean(token) && searchParams.get('type') === 'recovery';
  const status = useResetTokenStatus(hasRecoveryLink ? token : null);

  let linkProblem: string | null = null;
  if (!hasRecoveryLink) linkProblem = AUTH_MESSAGES.resetNeedsLink;
  else if (status.isError) linkProblem = AUTH_MESSAGES.resetVerifyFailed;
  else if (status.data && !status.data.valid) linkProblem = AUTH_MESSAGES.resetInvalidToken;

  if (linkProblem) {
    return (
      <AuthCard title={TITLE}>
        <Alert variant="error">{linkProblem}</Alert>
        <p className="mt-5 text-center text-sm text-slate-700 dark:text-slate-300">
          <Link to={paths.forgotPassword} className={AUTH_LINK_CLASSES}>
            Request a new reset link
          </Link>
        </p>
      </AuthCard>
    );
  }

  if (status.isPending || !token) {
    return (
      <AuthCard title={TITLE}>
        <LoadingState label="Verifying your session..." className="py-6" />
      </AuthCard>
    );
  }

  return <NewPasswordForm token={token} />;
}

function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const [serverError, setServerError] = useState<string | null>(null);
  const [isDone, setIsDone] = useState(false);
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordForm>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
    reValidateMode: 'onSubmit',
  });

  useEffect(() => {
    if (!isDone) return;
    const timer = window.setTimeout(
      () => navigate(`${paths.login}?reset=success`, { replace: true }),
      REDIRECT_AFTER_RESET_MS,
    );
    return () => window.clearTimeout(timer);
  }, [isDone, navigate]);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await resetPassword.mutateAsync({ token, newPassword: values.password });
      setIsDone(true);
    } catch (error) {
      setServerError(messageFor(error, AUTH_MESSAGES.resetFailed));
    }
  });

  const clearOnEdit = (field: keyof ResetPasswordForm) => ({
    onChange: () => {
      clearErrors(field);
      setServerError(null);
    },
  });

  const passwordError = errors.password?.message;
  const confirmError = errors.confirmPassword?.message;

  return (
    <AuthCard title={TITLE} subtitle="Choose a strong password you have not used here before.">
      {isDone && <Alert variant="success">{AUTH_MESSAGES.resetSuccess}</Alert>}
      {serverError && <Alert variant="error">{serverError}</Alert>}
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-5">
        <FormField id="new-password" label="New Password" error={passwordError}>
          <Input
            id="new-password"
            type="password"
            autoComplete="new-password"
            aria-invalid={passwordError ? true : undefined}
            aria-describedby={passwordError ? fieldMessageId('new-password') : undefined}
            {...register('password', clearOnEdit('password'))}
          />
        </FormField>
        <FormField id="confirm-new-password" label="Confirm New Password" error={confirmError}>
          <Input
            id="confirm-new-password"
            type="password"
            autoComplete="new-password"
            aria-invalid={confirmError ? true : undefined}
            aria-describedby={confirmError ? fieldMessageId('confirm-new-password') : undefined}
            {...register('confirmPassword', clearOnEdit('confirmPassword'))}
          />
        </FormField>
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting || isDone}>
          {isSubmitting ? (
            <>
              <Spinner className="size-4" />
              Updating...
            </>
          ) : (
            'Update Password'
          )}
        </Button>
      </form>
    </AuthCard>
  );
}
