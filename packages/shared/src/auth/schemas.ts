import { z } from 'zod';
import { CurrentUserSchema } from '../profiles/schemas.ts';
import { AUTH_MESSAGES as M } from './messages.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './rules.ts';

/** An e-mail address, trimmed and lower-cased so one address means one account. */
export const EmailSchema = z
  .string({ error: M.emailFallback })
  .trim()
  .min(1, M.emailRequired)
  .pipe(z.email({ error: M.emailInvalid }))
  .transform((email) => email.toLowerCase());

/** Password rule: 8+ characters with an upper and a lower case letter, a digit and a symbol; messages are listed in the order the form shows the first failing one. */
export const PasswordSchema = z
  .string({ error: M.passwordFallback })
  .min(PASSWORD_MIN_LENGTH, M.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, M.passwordFallback)
  .regex(/[A-Z]/, M.passwordUppercase)
  .regex(/[a-z]/, M.passwordLowercase)
  .regex(/[0-9]/, M.passwordNumber)
  .regex(/[^A-Za-z0-9]/, M.passwordSpecial);

export const SignUpRequestSchema = z.object({ email: EmailSchema, password: PasswordSchema });
export type SignUpRequest = z.infer<typeof SignUpRequestSchema>;

/** Sign-in checks the same rules as registration, plus Remember me. */
export const SignInRequestSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  rememberMe: z.boolean().optional(),
});
export type SignInRequest = z.infer<typeof SignInRequestSchema>;

export const ForgotPasswordRequestSchema = z.object({ email: EmailSchema });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequestSchema>;

export const ResetPasswordFormSchema = z
  .object({ password: PasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: M.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;

export const ResetPasswordRequestSchema = z.object({ token: z.string().min(1), newPassword: PasswordSchema });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

/**
 * Answer of registration: whether the member must follow an e-mailed link before signing in; when
 * not, they are signed in and `user` is who they now are.
 */
export const SignUpResponseSchema = z.object({
  ok: z.literal(true),
  verificationRequired: z.boolean(),
  user: CurrentUserSchema.nullable(),
});
export type SignUpResponse = z.infer<typeof SignUpResponseSchema>;

/** The token of a password reset link, as the reset page sends it back. */
export const ResetTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });
export const ResetTokenStatusSchema = z.object({ valid: z.boolean() });
export type ResetTokenStatus = z.infer<typeof ResetTokenStatusSchema>;

/** The link in the verification e-mail, checked by Better Auth. */
export const VerifyEmailQuerySchema = z.object({
  token: z.string().min(1),
  callbackURL: z.string().optional(),
});

/** First message of a failed parse, as the forms show one at a time. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? M.genericError;
}
