import { z } from 'zod';
import { EmailSchema, PasswordSchema } from '../auth/schemas.ts';
import { LANGUAGE_CODES } from '../i18n/languages.ts';
import { ACCOUNT_MESSAGES as M } from './messages.ts';

/** The member's current password, asked again before a change that only they may make. */
const CurrentPasswordSchema = z
  .string({ error: M.currentPasswordRequired })
  .min(1, M.currentPasswordRequired)
  .max(128);

/** A new address, confirmed by a link sent to it before it replaces the old one. */
export const ChangeEmailRequestSchema = z.object({ newEmail: EmailSchema });
export type ChangeEmailRequest = z.infer<typeof ChangeEmailRequestSchema>;

/** The site language a member chooses, kept with their profile. */
export const LanguageChoiceSchema = z.object({
  language: z.enum(LANGUAGE_CODES, { error: M.languageInvalid }),
});
export type LanguageChoice = z.infer<typeof LanguageChoiceSchema>;

/** A new password under the registration rules; the current one proves it is the member. */
export const ChangePasswordRequestSchema = z.object({
  currentPassword: CurrentPasswordSchema,
  newPassword: PasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

/** The form's fields: the new password typed twice. */
export const ChangePasswordFormSchema = ChangePasswordRequestSchema.extend({
  confirmPassword: z.string(),
}).refine((v) => v.newPassword === v.confirmPassword, {
  message: 'Passwords do not match',
  path: ['confirmPassword'],
});
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;

/** Deleting the account asks for the password again. */
export const DeleteAccountRequestSchema = z.object({
  password: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).max(128),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequestSchema>;

/** The account's own details the page shows: the address signed in with. */
export const AccountSchema = z.object({ email: z.string() });
export type Account = z.infer<typeof AccountSchema>;
