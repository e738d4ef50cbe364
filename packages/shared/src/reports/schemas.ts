import { z } from 'zod';
import { AuthorSchema, pageOf } from '../common/schemas.ts';
import {
  MODERATION_ACTIONS,
  REPORT_NOTE_MAX_LENGTH,
  REPORT_REASONS,
  REPORT_TARGET_KINDS,
  SUSPENSION_DAYS,
} from '../moderation/constants.ts';
import { MODERATION_MESSAGES } from '../moderation/messages.ts';
import { moderationReasonSchema } from '../moderation/schemas.ts';
import { REPORT_QUEUE_PAGE_LIMIT } from './constants.ts';
import { REPORT_MESSAGES } from './messages.ts';

/** The item a report names: its kind and id (a profile is named by its member's id). */
export const ReportTargetSchema = z.object({
  targetKind: z.enum(REPORT_TARGET_KINDS),
  targetId: z.string().trim().min(1).max(100),
});
export type ReportTarget = z.infer<typeof ReportTargetSchema>;

/** A member's report: a reason, and a note of up to 500 characters that 'Other' requires. */
export const CreateReportRequestSchema = ReportTargetSchema.extend({
  reason: z.enum(REPORT_REASONS, REPORT_MESSAGES.reasonRequired),
  note: z.string().trim().max(REPORT_NOTE_MAX_LENGTH, MODERATION_MESSAGES.reportNoteTooLong).default(''),
}).superRefine((report, context) => {
  if (report.reason === 'other' && report.note.length === 0) {
    context.addIssue({ code: 'custom', path: ['note'], message: MODERATION_MESSAGES.reportNoteRequired });
  }
});
export type CreateReportRequest = z.input<typeof CreateReportRequestSchema>;

/** The answer to a report: the thanks to show. */
export const CreateReportResponseSchema = z.object({ message: z.string() });

export const ReportQueueQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(REPORT_QUEUE_PAGE_LIMIT).default(1),
});
export type ReportQueueQuery = z.input<typeof ReportQueueQuerySchema>;

/** Where a reported item stands on the site: the page (by its slug or username) and the comment on it. */
export const ReportLocationSchema = z.object({
  page: z.enum(['hero', 'profile', 'team', 'guide']),
  slug: z.string(),
  commentId: z.string().nullable(),
});
export type ReportLocation = z.infer<typeof ReportLocationSchema>;

/** One reported item in the queue, with everything its reports say and what its author has done before. */
export const ReportedItemSchema = z.object({
  id: z.string(),
  targetKind: z.enum(REPORT_TARGET_KINDS),
  targetId: z.string(),
  /** The comment's text, the guide's or team's name, or the profile's name and biography; empty once gone. */
  excerpt: z.string(),
  /** What the text sits in: the hero's, guide's or team's name, or the wall's member. */
  context: z.string().nullable(),
  location: ReportLocationSchema.nullable(),
  isRemoved: z.boolean(),
  author: AuthorSchema.extend({ isAdmin: z.boolean() }).nullable(),
  reporterCount: z.number().int(),
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number().int() })),
  notes: z.array(z.string()),
  lastReportedAt: z.string(),
  history: z.object({
    upheldReports: z.number().int(),
    actions: z.array(
      z.object({ action: z.enum(MODERATION_ACTIONS), reason: z.string().nullable(), createdAt: z.string() }),
    ),
  }),
});
export type ReportedItem = z.infer<typeof ReportedItemSchema>;

export const ReportQueueSchema = pageOf(ReportedItemSchema);
export type ReportQueue = z.infer<typeof ReportQueueSchema>;

/** How many reported items wait for review (the tab's badge). */
export const ReportCountSchema = z.object({ open: z.number().int() });
export type ReportCount = z.infer<typeof ReportCountSchema>;

export const ReportedItemParamsSchema = z.object({ itemId: z.uuid(REPORT_MESSAGES.itemNotFound) });

/** Whether an action on the author also removes the content (one transaction, two log entries). */
const alsoRemove = z.boolean().default(false);

/**
 * An admin's action on a reported item, always with a reason; a suspension also with its length.
 * Warn, Suspend and Ban may also remove the content.
 */
export const ReportActionRequestSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('dismiss'), reason: moderationReasonSchema }),
  z.object({ action: z.literal('remove'), reason: moderationReasonSchema }),
  z.object({ action: z.literal('warn'), reason: moderationReasonSchema, alsoRemove }),
  z.object({
    action: z.literal('suspend'),
    reason: moderationReasonSchema,
    days: z.literal(SUSPENSION_DAYS),
    alsoRemove,
  }),
  z.object({ action: z.literal('ban'), reason: moderationReasonSchema, alsoRemove }),
]);
export type ReportActionRequest = z.output<typeof ReportActionRequestSchema>;
export type ReportActionInput = z.input<typeof ReportActionRequestSchema>;
