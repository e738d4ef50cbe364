import { AUTH_MESSAGES } from '@haven/shared/auth/messages';
import { REDIRECT_AFTER_FORGOT_MS } from '@haven/shared/auth/rules';
import { type ForgotPasswordRequest, ForgotPasswordRequestSchema } from '@haven/shared/auth/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { useRequestPasswordReset } from '../api/forgot-password';
import { useAuthForm } from '../hooks/use-auth-form';
import { AuthCard } from './auth-card';
import { AuthAlerts, AuthSubmitButton, EmailField } from './auth-fields';

/** /forgot-password: asks for the account's e-mail and sends a reset link to it. */
export function ForgotPasswordForm() {
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
    succeed(AUTH_MESSAGES.resetRequested, { query: 'reset=requested', delayMs: REDIRECT_AFTER_FORGOT_MS });
  });

  return (
    <AuthCard
      title="Reset Password"
      subtitle="Enter your account's email and we will send you a reset link."
      footerLinks={[
        { question: 'Remembered it?', to: paths.login, label: 'Back to login' },
        { question: 'New here?', to: paths.register, label: 'Create an account' },
      ]}
    >
      <AuthAlerts
        notices={alerts(isTokenInvalid && { variant: 'error', text: AUTH_MESSAGES.resetInvalidToken })}
      />
      <form onSubmit={submit} noValidate className="mt-4 space-y-5">
        <EmailField id="auth-email" {...field('email')} />
        <AuthSubmitButton isBusy={isSubmitting} busyLabel="Processing..." isDisabled={isDone}>
          Reset Password
        </AuthSubmitButton>
      </form>
    </AuthCard>
  );
}
