import { type SignInRequest, SignInRequestSchema } from '@haven/shared/auth/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { activeI18n } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useSignIn } from '../api/sign-in';
import { useAuthForm } from '../hooks/use-auth-form';
import { authTexts } from '../shared-texts';
import { redirectTarget } from '../utils/redirect-target';
import { AUTH_LINK_CLASSES, AuthCard } from './auth-card';
import { AuthAlerts, type AuthNotice, AuthSubmitButton, EmailField, PasswordField } from './auth-fields';

/** What the address says happened before the sign-in page opened (registered, password reset). */
function noticeFromQuery(params: URLSearchParams): AuthNotice | null {
  if (params.get('registered') === 'true') return { variant: 'success', text: authTexts.registered };
  if (params.get('reset') === 'success') {
    return {
      variant: 'success',
      text: activeI18n()._(msg`Your password has been reset. Please sign in with your new password.`),
    };
  }
  if (params.get('reset') === 'requested') return { variant: 'info', text: authTexts.resetRequested };
  return null;
}

/** /login: e-mail, password and 'Remember me'; a member without a username goes to set one up. */
export function SignInForm() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const signIn = useSignIn();
  const { register, field, onSubmit, alerts, isSubmitting } = useAuthForm<SignInRequest>({
    resolver: zodResolver(SignInRequestSchema),
    defaultValues: { email: '', password: '', rememberMe: false },
  });

  const submit = onSubmit(async (values) => {
    const { user } = await signIn.mutateAsync(values);
    if (!user) throw new Error(authTexts.genericError);
    navigate(user.needsSetup ? paths.profileSetup : redirectTarget(location.state, location.search), {
      replace: true,
    });
  });

  return (
    <AuthCard
      title={t`Welcome Back`}
      subtitle={t`Sign in to continue your adventure.`}
      footerLinks={[{ question: t`Don't have an account?`, to: paths.register, label: t`Create an account` }]}
    >
      <AuthAlerts notices={alerts(noticeFromQuery(searchParams))} />
      <form onSubmit={submit} noValidate className="mt-4 space-y-5">
        <EmailField id="auth-email" {...field('email')} />
        <PasswordField autoComplete="current-password" {...field('password')} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <label className="flex cursor-pointer items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
            <input
              type="checkbox"
              className="size-4 rounded border-slate-400 accent-brand-600 dark:accent-brand-400"
              {...register('rememberMe')}
            />
            <Trans>Remember me</Trans>
          </label>
          <Link to={paths.forgotPassword} className={`text-sm ${AUTH_LINK_CLASSES}`}>
            <Trans>Forgot password?</Trans>
          </Link>
        </div>
        <AuthSubmitButton isBusy={isSubmitting} busyLabel={t`Processing...`}>
          <Trans>Sign In</Trans>
        </AuthSubmitButton>
      </form>
    </AuthCard>
  );
}
