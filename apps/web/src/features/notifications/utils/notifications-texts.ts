import type { NotificationType } from '@haven/shared/notifications/constants';
import { NOTIFICATION_MESSAGES, notificationSender } from '@haven/shared/notifications/messages';
import { msg } from '@lingui/core/macro';
import { activeI18n } from '../../../lib/i18n';

/** The shared messages in the page's language (the shared English ones are what the server says). */
export const notificationTexts = {
  title: () => activeI18n()._(msg`Notifications`),
  empty: () => activeI18n()._(msg`No notifications`),
  emptySheet: () => activeI18n()._(msg`No notifications to display`),
  signIn: () => activeI18n()._(msg`Sign in to view notifications`),
  loadFailed: () => activeI18n()._(msg`Failed to load notifications`),
  viewSignIn: () => activeI18n()._(msg`You must be logged in to view notifications`),
  replySignIn: () => activeI18n()._(msg`You must be logged in to view comment replies`),
  postSignIn: () => activeI18n()._(msg`You must be logged in to view post comments`),
  clearFailed: () => activeI18n()._(msg`Failed to clear notifications`),
  cleared: () => activeI18n()._(msg`All notifications cleared`),
  authError: () => activeI18n()._(msg`Authentication error`),
  notFound: () => activeI18n()._(msg`Notification not found`),
  clearAll: () => activeI18n()._(msg`Clear all`),
} satisfies { [Key in keyof typeof NOTIFICATION_MESSAGES]: unknown };

const TEXT_KEYS = new Map<string, keyof typeof notificationTexts>(
  Object.entries(NOTIFICATION_MESSAGES).flatMap(([key, text]) =>
    typeof text === 'string' ? [[text, key as keyof typeof notificationTexts] as const] : [],
  ),
);

/** A shared message (a field rule's or the server's) in the page's language; any other text as it is. */
export function translateNotificationTexts(text: string | undefined): string | undefined {
  const key = text === undefined ? undefined : TEXT_KEYS.get(text);
  const translate = key === undefined ? undefined : (notificationTexts[key] as unknown as () => string);
  return translate ? translate() : text;
}

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
