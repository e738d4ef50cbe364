import { REDIRECT_AFTER_FORGOT_MS } from '@haven/shared/auth/rules';
import { type ForgotPasswordRequest, ForgotPasswordRequestSchema } from '@haven/shared/auth/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { useRequestPasswordReset } from '../api/forgot-password';
import { useAuthForm } from '../hooks/use-auth-form';
import { authTexts } from '../shared-texts';
import { AuthCard } from './auth-card';
import { AuthAlerts, AuthSubmitButton, EmailField } from './auth-fields';

/** /forgot-password: asks for the account's e-mail and sends a reset link to it. */
export function ForgotPasswordForm() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const requestReset = useRequestPasswordReset();
  const { field, onSubmit, succeed, alerts, isSubmitting, isDone } = useAuthForm<ForgotPasswordRequest>({
    resolver: zodResolver(ForgotPasswordRequestSchema),
    defaultValues: { email: '' },
  });
  // An expired or used reset link sends the member back here to ask for a new one.
  const isTokenInvalid = !isDone && searchParams.get('error') === 'invalid_token';

  const submit = onSubmit(async (values) => {
    await requestReset.mutateAsync(values);
    succeed(authTexts.resetRequested, { query: 'reset=requested', delayMs: REDIRECT_AFTER_FORGOT_MS });
  });

  return (
    <AuthCard
      title={t`Reset Password`}
      subtitle={t`Enter your account's email and we will send you a reset link.`}
      footerLinks={[
        { question: t`Remembered it?`, to: paths.login, label: t`Back to login` },
        { question: t`New here?`, to: paths.register, label: t`Create an account` },
      ]}
    >
      <AuthAlerts
        notices={alerts(isTokenInvalid && { variant: 'error', text: authTexts.resetInvalidToken })}
      />
      <form onSubmit={submit} noValidate className="mt-4 space-y-5">
        <EmailField id="auth-email" {...field('email')} />
        <AuthSubmitButton isBusy={isSubmitting} busyLabel={t`Processing...`} isDisabled={isDone}>
          <Trans>Reset Password</Trans>
        </AuthSubmitButton>
      </form>
    </AuthCard>
  );
}
