import { z } from 'zod';
import { MODERATION_REASON_MAX_LENGTH, RESTRICTION_KINDS, SUSPENSION_DAYS } from './constants.ts';
import { MODERATION_MESSAGES } from './messages.ts';

/** The reason an admin gives for an action: required, trimmed, at most 500 characters. */
export const moderationReasonSchema = z
  .string()
  .trim()
  .min(1, MODERATION_MESSAGES.reasonRequired)
  .max(MODERATION_REASON_MAX_LENGTH, MODERATION_MESSAGES.reasonTooLong);

/** A suspension (for 1, 3, 7 or 30 days) or a ban, with its reason. */
export const restrictMemberSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal(RESTRICTION_KINDS[0]),
    days: z.literal(SUSPENSION_DAYS),
    reason: moderationReasonSchema,
  }),
  z.object({ kind: z.literal(RESTRICTION_KINDS[1]), reason: moderationReasonSchema }),
]);
export type RestrictMemberInput = z.infer<typeof restrictMemberSchema>;
