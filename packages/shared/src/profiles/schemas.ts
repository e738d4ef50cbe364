import { z } from 'zod';
import { MemberRestrictionSchema } from '../moderation/schemas.ts';
import { PROFILE_MESSAGES as M } from './messages.ts';

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;

/** Username rule: 3 to 30 letters, digits or underscores, trimmed. */
export const UsernameSchema = z
  .string()
  .trim()
  .min(USERNAME_MIN_LENGTH, M.usernameTooShort)
  .max(USERNAME_MAX_LENGTH, M.usernameTooLong)
  .regex(/^[A-Za-z0-9_]+$/, M.usernameFormat);

export const ProfileSetupRequestSchema = z.object({ username: UsernameSchema });
export type ProfileSetupRequest = z.infer<typeof ProfileSetupRequestSchema>;

/** What the signed-in user learns about themselves on every page. */
export const CurrentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  isAdmin: z.boolean(),
  needsSetup: z.boolean(),
  /** True in the session in which the member chose their username: they are greeted as new. */
  isFirstVisit: z.boolean(),
  /** Their suspension or ban in force, shown as a banner across the site. */
  restriction: MemberRestrictionSchema.nullable(),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

export const MeResponseSchema = z.object({ user: CurrentUserSchema.nullable() });
export type MeResponse = z.infer<typeof MeResponseSchema>;

/**
 * Turns an e-mail's local part into a valid username: keeps letters, digits and
 * underscores, pads short results; the server adds a number when it is taken.
 */
export function usernameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  let base = local.replace(/[^A-Za-z0-9_]/g, '_').slice(0, USERNAME_MAX_LENGTH - 4);
  if (base.length < USERNAME_MIN_LENGTH) base = `${base}user`.slice(0, USERNAME_MAX_LENGTH);
  return base;
}
