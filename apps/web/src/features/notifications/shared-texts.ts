import type { NotificationType } from '@haven/shared/notifications/constants';
import { NOTIFICATION_MESSAGES, notificationSender } from '@haven/shared/notifications/messages';
import { msg } from '@lingui/core/macro';
import { activeI18n } from '../../lib/i18n';
import { inPageLanguage, sharedTexts } from '../../lib/shared-texts';

/** The shared messages' catalog texts (the shared English ones are what the server says). */
export const NOTIFICATION_TEXTS = sharedTexts(NOTIFICATION_MESSAGES, {
  title: msg`Notifications`,
  empty: msg`No notifications`,
  emptySheet: msg`No notifications to display`,
  signIn: msg`Sign in to view notifications`,
  loadFailed: msg`Failed to load notifications`,
  viewSignIn: msg`You must be logged in to view notifications`,
  replySignIn: msg`You must be logged in to view comment replies`,
  postSignIn: msg`You must be logged in to view post comments`,
  clearFailed: msg`Failed to clear notifications`,
  cleared: msg`All notifications cleared`,
  authError: msg`Authentication error`,
  notFound: msg`Notification not found`,
  clearAll: msg`Clear all`,
});

/** The shared messages, each read in the page's language. */
export const notificationTexts = inPageLanguage(NOTIFICATION_MESSAGES, NOTIFICATION_TEXTS);

/** What a notification says its sender did, in the page's language. */
export function notificationLine(type: NotificationType, content: string | null): string {
  const i18n = activeI18n();
  const quoted = content ?? '';
  switch (type) {
    case 'friend_request':
      return i18n._(msg`sent you a friend request`);
    case 'friend_accept':
      return i18n._(msg`accepted your friend request`);
    case 'friend_reject':
      return i18n._(msg`declined your friend request`);
    case 'friend_remove':
      return i18n._(msg`removed you from their friends list`);
    case 'profile_comment':
      return i18n._(msg`commented on your profile: "${quoted}"`);
    case 'comment_reply':
    case 'team_comment_reply':
    case 'guide_comment_reply':
      return i18n._(msg`replied to your comment: "${quoted}"`);
    case 'team_comment':
      return i18n._(msg`commented on your team: "${quoted}"`);
    case 'guide_comment':
      return i18n._(msg`commented on your guide: "${quoted}"`);
    case 'post_comment':
      return i18n._(msg`commented on your post: "${quoted}"`);
    case 'guide_approved':
      return i18n._(msg`approved your guide "${quoted}", which is now published`);
    case 'guide_rejected':
      return i18n._(msg`did not approve your guide "${quoted}"`);
    case 'member_warned':
      return i18n._(msg`warned you: ${quoted}`);
    case 'report_upheld':
      return i18n._(msg`reviewed your report and took action: "${quoted}"`);
    case 'report_dismissed':
      return i18n._(msg`reviewed your report and found no rule broken: "${quoted}"`);
  }
}

/** Who a notification names as its sender, in the page's language. */
export function notificationSenderText(type: NotificationType, from: { username: string } | null): string {
  const sender = notificationSender(type, from);
  if (from && sender === from.username) return sender;
  return sender === 'A moderator' ? activeI18n()._(msg`A moderator`) : activeI18n()._(msg`A former member`);
}
