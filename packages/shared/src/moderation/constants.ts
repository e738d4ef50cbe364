/** Kinds of member content a report can name; any comment kind added later joins this list. */
export const REPORT_TARGET_KINDS = [
  'hero_comment',
  'profile_comment',
  'community_comment',
  'guide',
  'team',
  'profile',
] as const;
export type ReportTargetKind = (typeof REPORT_TARGET_KINDS)[number];

/** Kinds of item the moderation log can name: reportable content and what admins manage. */
export const MODERATION_TARGET_KINDS = [
  ...REPORT_TARGET_KINDS,
  'official_content',
  'redeem_code',
  'banner',
  'hero',
  'outfit',
  'database_entry',
  'page',
] as const;
export type ModerationTargetKind = (typeof MODERATION_TARGET_KINDS)[number];

/** Why a member reports something, in the order the report form offers them. */
export const REPORT_REASONS = [
  'spam',
  'harassment',
  'cheating',
  'personal_information',
  'inappropriate',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment or hate',
  cheating: 'Cheating or exploits',
  personal_information: 'Sharing personal information',
  inappropriate: 'Inappropriate content',
  other: 'Other',
};

/** The note a reporter adds (required with 'Other'). */
export const REPORT_NOTE_MAX_LENGTH = 500;

/** The reason an admin gives for a moderation action. */
export const MODERATION_REASON_MAX_LENGTH = 500;

/** A suspension lasts one of these numbers of days. */
export const SUSPENSION_DAYS = [1, 3, 7, 30] as const;
export type SuspensionDays = (typeof SUSPENSION_DAYS)[number];

/** A restriction on a member's account: a suspension ends by itself, a ban lasts until lifted. */
export const RESTRICTION_KINDS = ['suspension', 'ban'] as const;
export type RestrictionKind = (typeof RESTRICTION_KINDS)[number];

/**
 * Every admin action the moderation log records. New admin actions join this list, and the
 * database accepts exactly these.
 */
export const MODERATION_ACTIONS = [
  'report_dismissed',
  'content_removed',
  'member_warned',
  'member_suspended',
  'member_banned',
  'suspension_lifted',
  'ban_lifted',
  'member_edited',
  'member_deleted',
  'password_reset',
  'guide_approved',
  'guide_rejected',
  'content_deleted',
  'code_deleted',
  'banner_deleted',
  'hero_deleted',
  'outfit_edited',
  'comment_deleted',
  'entry_deleted',
  'page_edited',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const MODERATION_ACTION_LABELS: Record<ModerationAction, string> = {
  report_dismissed: 'Dismissed a report',
  content_removed: 'Removed content',
  member_warned: 'Warned a member',
  member_suspended: 'Suspended a member',
  member_banned: 'Banned a member',
  suspension_lifted: 'Lifted a suspension',
  ban_lifted: 'Lifted a ban',
  member_edited: 'Edited a member',
  member_deleted: 'Deleted a member',
  password_reset: "Set a member's password",
  guide_approved: 'Approved a guide',
  guide_rejected: 'Rejected a guide',
  content_deleted: 'Deleted content',
  code_deleted: 'Deleted a redeem code',
  banner_deleted: 'Deleted a banner',
  hero_deleted: 'Deleted a hero',
  outfit_edited: 'Edited an outfit',
  comment_deleted: "Deleted a member's comment",
  entry_deleted: 'Deleted a database entry',
  page_edited: 'Edited a page',
};

/** Entries of the moderation log per page. */
export const MODERATION_LOG_PAGE_SIZE = 25;

/** What stands where a moderator removed a comment or a text, for everyone. */
export const REMOVED_BY_MODERATOR = 'Removed by a moderator';
