import { REDIRECT_AFTER_RESET_MS } from '@haven/shared/auth/rules';
import { type ResetPasswordForm, ResetPasswordFormSchema } from '@haven/shared/auth/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { LoadingState } from '../../../components/ui/spinner';
import { paths } from '../../../lib/paths';
import { useResetTokenStatus } from '../api/get-reset-token';
import { useResetPassword } from '../api/reset-password';
import { useAuthForm } from '../hooks/use-auth-form';
import { authTexts } from '../shared-texts';
import { AUTH_LINK_CLASSES, AuthCard } from './auth-card';
import { AuthAlerts, AuthField, AuthSubmitButton } from './auth-fields';

const TITLE = msg`Set a New Password`;

/** /reset-password: checks the emailed link's token, then lets the user choose a new password. */
export function ResetPasswordPanel() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const hasRecoveryLink = Boolean(token) && searchParams.get('type') === 'recovery';
  const status = useResetTokenStatus(hasRecoveryLink ? token : null);

  let linkProblem: string | null = null;
  if (!hasRecoveryLink) linkProblem = authTexts.resetNeedsLink;
  else if (status.isError) linkProblem = authTexts.resetVerifyFailed;
  else if (status.data && !status.data.valid) linkProblem = authTexts.resetInvalidToken;

  if (linkProblem) {
    return (
      <AuthCard title={t(TITLE)}>
        <Alert variant="error">{linkProblem}</Alert>
        <p className="mt-5 text-center text-sm text-slate-700 dark:text-slate-300">
          <Link to={paths.forgotPassword} className={AUTH_LINK_CLASSES}>
            <Trans>Request a new reset link</Trans>
          </Link>
        </p>
      </AuthCard>
    );
  }

  if (status.isPending || !token) {
    return (
      <AuthCard title={t(TITLE)}>
        <LoadingState label={t`Verifying your session...`} className="py-6" />
      </AuthCard>
    );
  }

  return <NewPasswordForm token={token} />;
}

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useLingui();
  const resetPassword = useResetPassword();
  const { field, onSubmit, succeed, alerts, isSubmitting, isDone } = useAuthForm<ResetPasswordForm>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
    fallback: authTexts.resetFailed,
  });

  const submit = onSubmit(async (values) => {
    await resetPassword.mutateAsync({ token, newPassword: values.password });
    succeed(authTexts.resetSuccess, { query: 'reset=success', delayMs: REDIRECT_AFTER_RESET_MS });
  });

  return (
    <AuthCard title={t(TITLE)} subtitle={t`Choose a strong password you have not used here before.`}>
      <AuthAlerts notices={alerts()} />
      <form onSubmit={submit} noValidate className="mt-4 space-y-5">
        <AuthField
          id="new-password"
          label={t`New Password`}
          type="password"
          autoComplete="new-password"
          {...field('password')}
        />
        <AuthField
          id="confirm-new-password"
          label={t`Confirm New Password`}
          type="password"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <AuthSubmitButton isBusy={isSubmitting} busyLabel={t`Updating...`} isDisabled={isDone}>
          <Trans>Update Password</Trans>
        </AuthSubmitButton>
      </form>
    </AuthCard>
  );
}
