import { NOTIFICATION_MESSAGES } from '@haven/shared/notifications/messages';
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
