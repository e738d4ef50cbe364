import { MODERATION_NOTIFICATION_TYPES, type NotificationType } from './constants.ts';

/** UI copy for notifications, shown by the web app and sent by the server alike. */
export const NOTIFICATION_MESSAGES = {
  title: 'Notifications',
  empty: 'No notifications',
  emptySheet: 'No notifications to display',
  signIn: 'Sign in to view notifications',
  loadFailed: 'Failed to load notifications',
  viewSignIn: 'You must be logged in to view notifications',
  replySignIn: 'You must be logged in to view comment replies',
  postSignIn: 'You must be logged in to view post comments',
  clearFailed: 'Failed to clear notifications',
  cleared: 'All notifications cleared',
  authError: 'Authentication error',
  notFound: 'Notification not found',
  clearAll: 'Clear all',
} as const;

/** What a notification says after the sender's username. */
export function notificationText(type: NotificationType, content: string | null): string {
  switch (type) {
    case 'friend_request':
      return 'sent you a friend request';
    case 'friend_accept':
      return 'accepted your friend request';
    case 'friend_reject':
      return 'declined your friend request';
    case 'friend_remove':
      return 'removed you from their friends list';
    case 'profile_comment':
      return `commented on your profile: "${content ?? ''}"`;
    case 'comment_reply':
    case 'team_comment_reply':
    case 'guide_comment_reply':
      return `replied to your comment: "${content ?? ''}"`;
    case 'team_comment':
      return `commented on your team: "${content ?? ''}"`;
    case 'guide_comment':
      return `commented on your guide: "${content ?? ''}"`;
    case 'post_comment':
      return `commented on your post: "${content ?? ''}"`;
    case 'guide_approved':
      return `approved your guide "${content ?? ''}", which is now published`;
    case 'guide_rejected':
      return `did not approve your guide "${content ?? ''}"`;
    case 'member_warned':
      return `warned you: ${content ?? ''}`;
    case 'report_upheld':
      return `reviewed your report and took action: "${content ?? ''}"`;
    case 'report_dismissed':
      return `reviewed your report and found no rule broken: "${content ?? ''}"`;
  }
}

/** Who a notification names as its sender: the member, a moderator, or a member since gone. */
export function notificationSender(type: NotificationType, from: { username: string } | null): string {
  if (MODERATION_NOTIFICATION_TYPES.includes(type)) return 'A moderator';
  return from?.username ?? 'A former member';
}
