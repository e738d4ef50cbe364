import { z } from 'zod';
import { pageOf } from '../common/schemas.ts';
import {
  MODERATION_ACTIONS,
  MODERATION_REASON_MAX_LENGTH,
  MODERATION_TARGET_KINDS,
  RESTRICTION_KINDS,
  SUSPENSION_DAYS,
} from './constants.ts';
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

/** A suspension or ban in force, as the member and the admins see it (`endsAt` null for a ban). */
export const MemberRestrictionSchema = z.object({
  kind: z.enum(RESTRICTION_KINDS),
  reason: z.string(),
  endsAt: z.string().nullable(),
});
export type MemberRestriction = z.infer<typeof MemberRestrictionSchema>;

/** An admin lifting a member's suspension or ban early, with the reason. */
export const LiftRestrictionRequestSchema = z.object({ reason: moderationReasonSchema });
export type LiftRestrictionRequest = z.infer<typeof LiftRestrictionRequestSchema>;

const idFilter = z.string().trim().min(1).max(100).optional();

/** The moderation log's filters (admin, action, member by id) and page, as kept in the address. */
export const ModerationLogQuerySchema = z.object({
  admin: idFilter,
  action: z.enum(MODERATION_ACTIONS).optional(),
  member: idFilter,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ModerationLogQuery = z.input<typeof ModerationLogQuerySchema>;

/** One entry of the moderation log, with the names as they were when it was written. */
export const ModerationLogEntrySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  admin: z.object({ id: z.string(), username: z.string() }),
  action: z.enum(MODERATION_ACTIONS),
  /** The member acted on: their name then, and their name now (null once they are gone). */
  member: z
    .object({ id: z.string(), username: z.string().nullable(), currentUsername: z.string().nullable() })
    .nullable(),
  target: z
    .object({
      kind: z.enum(MODERATION_TARGET_KINDS),
      id: z.string(),
      label: z.string(),
      /**
       * Where the item stands now (its slug, and the category or section its address starts
       * with), or null once it is gone or has no page of its own.
       */
      link: z.object({ slug: z.string(), section: z.string().nullable() }).nullable(),
    })
    .nullable(),
  reason: z.string().nullable(),
});
export type ModerationLogEntry = z.infer<typeof ModerationLogEntrySchema>;

export const ModerationLogSchema = pageOf(ModerationLogEntrySchema);
export type ModerationLog = z.infer<typeof ModerationLogSchema>;
