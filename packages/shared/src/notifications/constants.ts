/** Notifications shown in the bell's dropdown. */
export const NOTIFICATION_DROPDOWN_LIMIT = 10;
/** Notifications shown in the bottom sheet on small screens. */
export const NOTIFICATION_SHEET_LIMIT = 20;

export const NOTIFICATION_TYPES = [
  'friend_request',
  'friend_accept',
  'friend_reject',
  'friend_remove',
  'profile_comment',
  'comment_reply',
  'post_comment',
  'guide_approved',
  'guide_rejected',
  'team_comment',
  'guide_comment',
  'team_comment_reply',
  'guide_comment_reply',
  'member_warned',
  'report_upheld',
  'report_dismissed',
] as const;

/** Notices from the moderators: they name no member as their sender. */
export const MODERATION_NOTIFICATION_TYPES: readonly NotificationType[] = [
  'member_warned',
  'report_upheld',
  'report_dismissed',
];
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
