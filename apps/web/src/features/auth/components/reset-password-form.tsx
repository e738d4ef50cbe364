import { AUTH_MESSAGES } from '@haven/shared/auth/messages';
import { REDIRECT_AFTER_RESET_MS } from '@haven/shared/auth/rules';
import { type ResetPasswordForm, ResetPasswordFormSchema } from '@haven/shared/auth/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { LoadingState } from '../../../components/ui/spinner';
import { paths } from '../../../lib/paths';
import { useResetTokenStatus } from '../api/get-reset-token';
import { useResetPassword } from '../api/reset-password';
import { useAuthForm } from '../hooks/use-auth-form';
import { AUTH_LINK_CLASSES, AuthCard } from './auth-card';
import { AuthAlerts, AuthField, AuthSubmitButton } from './auth-fields';

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
  const resetPassword = useResetPassword();
  const { field, onSubmit, succeed, alerts, isSubmitting, isDone } = useAuthForm<ResetPasswordForm>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
    fallback: AUTH_MESSAGES.resetFailed,
  });

  const submit = onSubmit(async (values) => {
    await resetPassword.mutateAsync({ token, newPassword: values.password });
    succeed(AUTH_MESSAGES.resetSuccess, { query: 'reset=success', delayMs: REDIRECT_AFTER_RESET_MS });
  });

  return (
    <AuthCard title={TITLE} subtitle="Choose a strong password you have not used here before.">
      <AuthAlerts notices={alerts()} />
      <form onSubmit={submit} noValidate className="mt-4 space-y-5">
        <AuthField
          id="new-password"
          label="New Password"
          type="password"
          autoComplete="new-password"
          {...field('password')}
        />
        <AuthField
          id="confirm-new-password"
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <AuthSubmitButton isBusy={isSubmitting} busyLabel="Updating..." isDisabled={isDone}>
          Update Password
        </AuthSubmitButton>
      </form>
    </AuthCard>
  );
}
