import { REDIRECT_AFTER_REGISTER_MS } from '@haven/shared/auth/rules';
import { type SignUpRequest, SignUpRequestSchema } from '@haven/shared/auth/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { useSignUp } from '../api/sign-up';
import { useAuthForm } from '../hooks/use-auth-form';
import { authTexts } from '../shared-texts';
import { AuthCard } from './auth-card';
import { AuthAlerts, AuthSubmitButton, EmailField, PasswordField } from './auth-fields';

/** /register: e-mail and a password that meets every rule; then, signed in, on to choosing a username. */
export function SignUpForm() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const signUp = useSignUp();
  const { field, onSubmit, succeed, alerts, isSubmitting, isDone } = useAuthForm<SignUpRequest>({
    resolver: zodResolver(SignUpRequestSchema),
    defaultValues: { email: '', password: '' },
  });

  const submit = onSubmit(async (values) => {
    const result = await signUp.mutateAsync(values);
    if (result.user) {
      navigate(paths.profileSetup, { replace: true });
    } else if (result.verificationRequired) {
      // The e-mailed link leads to /login?registered=true; until then there is nothing to sign in to.
      succeed(authTexts.registeredVerify);
    } else {
      succeed(t`Registration successful! Redirecting you to sign in...`, {
        query: 'registered=true',
        delayMs: REDIRECT_AFTER_REGISTER_MS,
      });
    }
  });

  return (
    <AuthCard
      title={t`Join Our Community`}
      subtitle={t`Create a free account to build teams, rate heroes and share guides.`}
      footerLinks={[{ question: t`Already a member?`, to: paths.login, label: t`Log in` }]}
    >
      <AuthAlerts notices={alerts()} />
      <form onSubmit={submit} noValidate className="mt-4 space-y-5">
        <EmailField id="auth-email" {...field('email')} />
        <PasswordField autoComplete="new-password" {...field('password')} />
        <AuthSubmitButton isBusy={isSubmitting} busyLabel={t`Processing...`} isDisabled={isDone}>
          <Trans>Create Account</Trans>
        </AuthSubmitButton>
      </form>
    </AuthCard>
  );
}
