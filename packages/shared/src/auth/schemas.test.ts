import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AUTH_MESSAGES as M } from './messages.ts';
import { PASSWORD_MAX_LENGTH } from './rules.ts';
import {
  EmailSchema,
  ForgotPasswordRequestSchema,
  firstIssueMessage,
  PasswordSchema,
  ResetPasswordFormSchema,
  ResetPasswordRequestSchema,
  SignInRequestSchema,
  SignUpRequestSchema,
} from './schemas.ts';

const GOOD_PASSWORD = 'Heroes#Haven1';

/** The messages of a failed parse, in order (empty when it passed). */
function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);
}

describe('EmailSchema', () => {
  it.each([
    ['', M.emailRequired],
    ['   ', M.emailRequired],
    ['hero', M.emailInvalid],
    ['hero@', M.emailInvalid],
    ['@example.com', M.emailInvalid],
    ['hero@example', M.emailInvalid],
    ['he ro@example.com', M.emailInvalid],
  ])('refuses %j with %j alone', (input, message) => {
    expect(messages(EmailSchema.safeParse(input))).toEqual([message]);
  });

  it.each([undefined, null, 42, {}])('falls back to "Invalid email" for %j', (input) => {
    expect(messages(EmailSchema.safeParse(input))).toEqual([M.emailFallback]);
  });

  it('trims and lower-cases a valid address', () => {
    expect(EmailSchema.parse('  Hero.Name+tag@Example.COM ')).toBe('hero.name+tag@example.com');
  });
});

describe('PasswordSchema', () => {
  it('accepts a password meeting every rule', () => {
    expect(PasswordSchema.parse(GOOD_PASSWORD)).toBe(GOOD_PASSWORD);
    expect(PasswordSchema.parse('aA1!aA1!')).toBe('aA1!aA1!');
  });

  it.each([
    ['aA1!aA1', M.passwordTooShort],
    ['heroes#haven1', M.passwordUppercase],
    ['HEROES#HAVEN1', M.passwordLowercase],
    ['Heroes#Haven', M.passwordNumber],
    ['HeroesHaven1', M.passwordSpecial],
    ['Heroes Haven1', undefined],
  ])('checks %j: %s', (input, message) => {
    const result = PasswordSchema.safeParse(input);
    if (message === undefined) expect(result.success).toBe(true);
    else expect(messages(result)).toEqual([message]);
  });

  it('lists every failing rule in the order the form shows them', () => {
    expect(messages(PasswordSchema.safeParse('!'))).toEqual([
      M.passwordTooShort,
      M.passwordUppercase,
      M.passwordLowercase,
      M.passwordNumber,
    ]);
    expect(messages(PasswordSchema.safeParse(''))).toEqual([
      M.passwordTooShort,
      M.passwordUppercase,
      M.passwordLowercase,
      M.passwordNumber,
      M.passwordSpecial,
    ]);
    expect(messages(PasswordSchema.safeParse('abcdefgh'))).toEqual([
      M.passwordUppercase,
      M.passwordNumber,
      M.passwordSpecial,
    ]);
  });

  it.each([
    ['abc', M.passwordTooShort],
    ['abcdefgh', M.passwordUppercase],
    ['ABCDEFGH', M.passwordLowercase],
    ['Abcdefgh', M.passwordNumber],
    ['Abcdefg1', M.passwordSpecial],
  ])('shows the first failing rule for %j: %j', (input, message) => {
    const result = PasswordSchema.safeParse(input);
    expect(result.success).toBe(false);
    if (!result.success) expect(firstIssueMessage(result.error)).toBe(message);
  });

  it('falls back to "Invalid password" for a non-string or an over-long one', () => {
    expect(messages(PasswordSchema.safeParse(undefined))).toEqual([M.passwordFallback]);
    expect(messages(PasswordSchema.safeParse(12345678))).toEqual([M.passwordFallback]);
    const long = `Aa1!${'x'.repeat(PASSWORD_MAX_LENGTH)}`;
    expect(messages(PasswordSchema.safeParse(long))).toEqual([M.passwordFallback]);
    expect(PasswordSchema.safeParse(long.slice(0, PASSWORD_MAX_LENGTH)).success).toBe(true);
  });
});

describe('request schemas', () => {
  it('sign-up needs a valid e-mail and password', () => {
    expect(SignUpRequestSchema.parse({ email: 'A@B.co', password: GOOD_PASSWORD })).toEqual({
      email: 'a@b.co',
      password: GOOD_PASSWORD,
    });
    const result = SignUpRequestSchema.safeParse({ email: '', password: 'short' });
    expect(messages(result)[0]).toBe(M.emailRequired);
    expect(result.error?.issues.map((i) => i.path[0])).toContain('password');
  });

  it('sign-in applies the same rules and takes an optional Remember me', () => {
    expect(SignInRequestSchema.parse({ email: 'a@b.co', password: GOOD_PASSWORD })).toEqual({
      email: 'a@b.co',
      password: GOOD_PASSWORD,
    });
    expect(
      SignInRequestSchema.parse({ email: 'a@b.co', password: GOOD_PASSWORD, rememberMe: true }).rememberMe,
    ).toBe(true);
    expect(SignInRequestSchema.safeParse({ email: 'a@b.co', password: 'weak' }).success).toBe(false);
    expect(
      SignInRequestSchema.safeParse({ email: 'a@b.co', password: GOOD_PASSWORD, rememberMe: 'yes' }).success,
    ).toBe(false);
  });

  it('forgot-password validates only the e-mail', () => {
    expect(ForgotPasswordRequestSchema.parse({ email: 'a@b.co', password: 'x' })).toEqual({
      email: 'a@b.co',
    });
    expect(messages(ForgotPasswordRequestSchema.safeParse({ email: 'nope' }))).toEqual([M.emailInvalid]);
  });

  it('the reset form needs a valid password equal to its confirmation', () => {
    expect(
      ResetPasswordFormSchema.safeParse({ password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD }).success,
    ).toBe(true);
    const mismatch = ResetPasswordFormSchema.safeParse({ password: GOOD_PASSWORD, confirmPassword: 'other' });
    expect(messages(mismatch)).toEqual([M.passwordsDoNotMatch]);
    expect(mismatch.error?.issues[0]?.path).toEqual(['confirmPassword']);
    const weak = ResetPasswordFormSchema.safeParse({ password: 'weakpass', confirmPassword: 'weakpass' });
    expect(messages(weak)[0]).toBe(M.passwordUppercase);
  });

  it('the reset request needs a token and a valid new password', () => {
    expect(ResetPasswordRequestSchema.safeParse({ token: 't', newPassword: GOOD_PASSWORD }).success).toBe(
      true,
    );
    expect(ResetPasswordRequestSchema.safeParse({ token: '', newPassword: GOOD_PASSWORD }).success).toBe(
      false,
    );
    expect(messages(ResetPasswordRequestSchema.safeParse({ token: 't', newPassword: 'Short1!' }))).toEqual([
      M.passwordTooShort,
    ]);
  });

  it('firstIssueMessage falls back to the generic error', () => {
    const result = EmailSchema.safeParse('');
    if (result.success) throw new Error('expected a failure');
    expect(firstIssueMessage(result.error)).toBe(M.emailRequired);
    expect(firstIssueMessage(new z.ZodError([]))).toBe(M.genericError);
  });
});

describe('AUTH_MESSAGES', () => {
  it('holds the UI texts word for word', () => {
    expect(M).toMatchObject({
      emailRequired: 'Email is required',
      emailInvalid: 'Please enter a valid email address',
      emailFallback: 'Invalid email',
      passwordTooShort: 'Password must be at least 8 characters',
      passwordUppercase: 'Password must contain at least one uppercase letter',
      passwordLowercase: 'Password must contain at least one lowercase letter',
      passwordNumber: 'Password must contain at least one number',
      passwordSpecial: 'Password must contain at least one special character',
      passwordFallback: 'Invalid password',
      passwordsDoNotMatch: 'Passwords do not match',
      emailTaken: 'This email is already registered. Please sign in instead.',
      invalidCredentials: 'Invalid email or password',
      genericError: 'An error occurred',
      resetRequested:
        'Password reset instructions sent to your email. ' +
        'When you receive the link, please click it and follow the instructions.',
      resetNeedsLink: 'You need to access this page from a password reset link sent to your email.',
      resetInvalidToken: 'Invalid or expired token. Please request a new password reset link.',
      resetVerifyFailed: 'An error occurred while verifying your token. Please try again.',
      resetFailed: 'Failed to reset password',
      inactivitySignOut: 'You have been signed out due to inactivity',
      signOutFailed: 'Failed to sign out',
      refreshFailed: 'Failed to refresh session',
      initFailed: 'Failed to initialize auth',
    });
  });
});
