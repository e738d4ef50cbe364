import {
  AUTH_MESSAGES,
  ForgotPasswordRequestSchema,
  REDIRECT_AFTER_FORGOT_MS,
  REDIRECT_AFTER_REGISTER_MS,
  SignInRequestSchema,
  SignUpRequestSchema,
} from '@haven/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Link, type Location, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField, fieldMessageId, Input } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { messageFor } from '../../../lib/api-errors';
import { paths } from '../../../lib/paths';
import { useRequestPasswordReset } from '../api/forgot-password';
import { useSignIn } from '../api/sign-in';
import { useSignUp } from '../api/sign-up';
import { AUTH_LINK_CLASSES, AuthCard } from './auth-card';
import { PasswordInput } from './password-input';

export type AuthMode = 'login' | 'register' | 'forgot';

type AuthFormValues = { email: string; password: string; rememberMe: boolean };

const COPY: Record<AuthMode, { title: string; subtitle: string; submit: string }> = {
  login: {
    title: 'Welcome Back',
    subtitle: 'Sign in to continue your adventure.',
    submit: 'Sign In',
  },
  register: {
    title: 'Join Our Community',
    subtitle: 'Create a free account to build teams, rate heroes and share guides.',
    submit: 'Create Account',
  },
  forgot: {
    title: 'Reset Password',
    subtitle: "Enter your account's email and we will send you a reset link.",
    submit: 'Reset Password',
  },
};

// Each mode validates with the same shared schema the server uses, so rules and messages exist once.
const RESOLVERS = {
  login: zodResolver(SignInRequestSchema),
  register: zodResolver(SignUpRequestSchema),
  forgot: zodResolver(ForgotPasswordRequestSchema),
} as unknown as Record<AuthMode, Resolver<AuthFormValues>>;

const AUTH_PATHS: string[] = [paths.login, paths.register, paths.forgotPassword, paths.resetPassword];

/** Where to go after signing in: the guarded page that sent the user here, else home. */
function redirectTarget(state: unknown): string {
  const from = (state as { from?: Partial<Location> } | null)?.from;
  if (!from?.pathname || AUTH_PATHS.includes(from.pathname)) return paths.home;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

type Notice = { variant: 'success' | 'error' | 'info'; text: string };

function noticeFromQuery(mode: AuthMode, params: URLSearchParams): Notice | null {
  if (mode === 'login') {
    if (params.get('registered') === 'true') return { variant: 'success', text: AUTH_MESSAGES.registered };
    if (params.get('reset') === 'success') {
      return {
        variant: 'success',
        text: 'Your password has been reset. Please sign in with your new password.',
      };
    }
    if (params.get('reset') === 'requested') return { variant: 'info', text: AUTH_MESSAGES.resetRequested };
  }
  if (mode === 'forgot' && params.get('error') === 'invalid_token') {
    return { variant: 'error', text: AUTH_MESSAGES.resetInvalidToken };
  }
  return null;
}

type Success = { text: string; redirectTo: string | null; delayMs: number };

/** The one form behind /login, /register and /forgot-password (spec part 1 §2). */
export function AuthForm({ mode }: { mode: AuthMode }) {
  const copy = COPY[mode];
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const signIn = useSignIn();
  const signUp = useSignUp();
  const requestReset = useRequestPasswordReset();
  const [serverError, setServerError] = useState<string | null>(null);
  const [success, setSuccess] = useState<Success | null>(null);

  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<AuthFormValues>({
    resolver: RESOLVERS[mode],
    defaultValues: { email: '', password: '', rememberMe: false },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  useEffect(() => {
    if (!success?.redirectTo) return;
    const target = success.redirectTo;
    const timer = window.setTimeout(() => navigate(target, { replace: true }), success.delayMs);
    return () => window.clearTimeout(timer);
  }, [success, navigate]);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      if (mode === 'login') {
        const { user } = await signIn.mutateAsync({
          email: values.email,
          password: values.password,
          rememberMe: values.rememberMe,
        });
        if (!user) throw new Error(AUTH_MESSAGES.genericError);
        navigate(user.needsSetup ? paths.profileSetup : redirectTarget(location.state), { replace: true });
      } else if (mode === 'register') {
        const result = await signUp.mutateAsync({ email: values.email, password: values.password });
        setSuccess(
          result.verificationRequired
            ? // The emailed link leads to /login?registered=true; until then there is nothing to sign in to.
              { text: AUTH_MESSAGES.registeredVerify, redirectTo: null, delayMs: 0 }
            : {
                text: 'Registration successful! Redirecting you to sign in...',
                redirectTo: `${paths.login}?registered=true`,
                delayMs: REDIRECT_AFTER_REGISTER_MS,
              },
        );
      } else {
        await requestReset.mutateAsync({ email: values.email });
        setSuccess({
          text: AUTH_MESSAGES.resetRequested,
          redirectTo: `${paths.login}?reset=requested`,
          delayMs: REDIRECT_AFTER_FORGOT_MS,
        });
      }
    } catch (error) {
      setServerError(messageFor(error, AUTH_MESSAGES.genericError));
    }
  });

  // Editing a field clears its errors (spec part 1 §5).
  const clearOnEdit = (field: keyof AuthFormValues) => ({
    onChange: () => {
      clearErrors(field);
      setServerError(null);
    },
  });

  const notice = success ? null : noticeFromQuery(mode, searchParams);
  const isBusy = isSubmitting;
  const emailError = errors.email?.message;
  const passwordError = errors.password?.message;

  return (
    <AuthCard title={copy.title} subtitle={copy.subtitle} footer={<AuthLinks mode={mode} />}>
      <div className="space-y-3">
        {notice && <Alert variant={notice.variant}>{notice.text}</Alert>}
        {success && <Alert variant="success">{success.text}</Alert>}
        {serverError && <Alert variant="error">{serverError}</Alert>}
      </div>

      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-5">
        <FormField id="auth-email" label="Email" error={emailError}>
          <Input
            id="auth-email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? fieldMessageId('auth-email') : undefined}
            {...register('email', clearOnEdit('email'))}
          />
        </FormField>

        {mode !== 'forgot' && (
          <FormField id="auth-password" label="Password" error={passwordError}>
            <PasswordInput
              id="auth-password"
              autoComplete={mode === 'register' ? 'new-password' : 'current-password'}
              aria-invalid={passwordError ? true : undefined}
              aria-describedby={passwordError ? fieldMessageId('auth-password') : undefined}
              {...register('password', clearOnEdit('password'))}
            />
          </FormField>
        )}

        {mode === 'login' && (
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
        )}

        <Button type="submit" size="lg" className="w-full" disabled={isBusy || success !== null}>
          {isBusy ? (
            <>
              <Spinner className="size-4" />
              Processing...
            </>
          ) : (
            copy.submit
          )}
        </Button>
      </form>
    </AuthCard>
  );
}

function AuthLinks({ mode }: { mode: AuthMode }) {
  if (mode === 'login') {
    return (
      <p>
        Don&apos;t have an account?{' '}
        <Link to={paths.register} className={AUTH_LINK_CLASSES}>
          Create an account
        </Link>
      </p>
    );
  }
  if (mode === 'register') {
    return (
      <p>
        Already a member?{' '}
        <Link to={paths.login} className={AUTH_LINK_CLASSES}>
          Log in
        </Link>
      </p>
    );
  }
  return (
    <div className="space-y-1">
      <p>
        Remembered it?{' '}
        <Link to={paths.login} className={AUTH_LINK_CLASSES}>
          Back to login
        </Link>
      </p>
      <p>
        New here?{' '}
        <Link to={paths.register} className={AUTH_LINK_CLASSES}>
          Create an account
        </Link>
      </p>
    </div>
  );
}
