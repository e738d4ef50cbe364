import { AUTH_MESSAGES } from '@haven/shared/auth/messages';
import { type SignInRequest, SignInRequestSchema } from '@haven/shared/auth/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { useSignIn } from '../api/sign-in';
import { useAuthForm } from '../hooks/use-auth-form';
import { redirectTarget } from '../utils/redirect-target';
import { AUTH_LINK_CLASSES, AuthCard } from './auth-card';
import { AuthAlerts, type AuthNotice, AuthSubmitButton, EmailField, PasswordField } from './auth-fields';

/** What the address says happened before the sign-in page opened (registered, password reset). */
function noticeFromQuery(params: URLSearchParams): AuthNotice | null {
  if (params.get('registered') === 'true') return { variant: 'success', text: AUTH_MESSAGES.registered };
  if (params.get('reset') === 'success') {
    return {
      variant: 'success',
      text: 'Your password has been reset. Please sign in with your new password.',
    };
  }
  if (params.get('reset') === 'requested') return { variant: 'info', text: AUTH_MESSAGES.resetRequested };
  return null;
}

/** /login: e-mail, password and 'Remember me'; a member without a username goes to set one up. */
export function SignInForm() {
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
    if (!user) throw new Error(AUTH_MESSAGES.genericError);
    navigate(user.needsSetup ? paths.profileSetup : redirectTarget(location.state, location.search), {
      replace: true,
    });
  });

  return (
    <AuthCard
      title="Welcome Back"
      subtitle="Sign in to continue your adventure."
      footerLinks={[{ question: "Don't have an account?", to: paths.register, label: 'Create an account' }]}
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
            Remember me
          </label>
          <Link to={paths.forgotPassword} className={`text-sm ${AUTH_LINK_CLASSES}`}>
            Forgot password?
          </Link>
        </div>
        <AuthSubmitButton isBusy={isSubmitting} busyLabel="Processing...">
          Sign In
        </AuthSubmitButton>
      </form>
    </AuthCard>
  );
}
