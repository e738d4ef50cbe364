/** A report's state: open until an admin acts on its item, then dismissed or upheld. */
export const REPORT_STATUSES = ['open', 'dismissed', 'upheld'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** What an admin may do with a reported item, in the order the queue offers them. */
export const REPORT_ACTIONS = ['dismiss', 'remove', 'warn', 'suspend', 'ban'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

export const REPORT_ACTION_LABELS: Record<ReportAction, string> = {
  dismiss: 'Dismiss',
  remove: 'Remove content',
  warn: 'Warn',
  suspend: 'Suspend',
  ban: 'Ban',
};

/** Reported items per page of the queue. */
export const REPORT_QUEUE_PAGE_SIZE = 10;
/** Highest queue page asked for. */
export const REPORT_QUEUE_PAGE_LIMIT = 1000;
/** Earlier moderation actions shown with each author in the queue. */
export const REPORT_AUTHOR_HISTORY_LIMIT = 5;
/** How much of an item's text the queue and the notifications quote. */
export const REPORT_EXCERPT_LENGTH = 200;
/** The name a profile gets when a moderator removes it because of the name, before its id's start. */
export const REMOVED_PROFILE_NAME_PREFIX = 'member_';
