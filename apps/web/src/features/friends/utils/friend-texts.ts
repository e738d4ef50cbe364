import { FRIEND_MESSAGES } from '@haven/shared/friends/messages';
import { msg } from '@lingui/core/macro';
import { activeI18n } from '../../../lib/i18n';

/** The shared messages in the page's language (the shared English ones are what the server says). */
export const friendTexts = {
  requestSent: () => activeI18n()._(msg`Friend request sent!`),
  requestAccepted: () => activeI18n()._(msg`Friend request accepted!`),
  requestFailed: () => activeI18n()._(msg`Failed to process friend request`),
  removed: () => activeI18n()._(msg`Friend removed`),
  removeFailed: () => activeI18n()._(msg`Failed to remove friend`),
  notYourself: () => activeI18n()._(msg`You cannot add yourself as a friend`),
  memberNotFound: () => activeI18n()._(msg`Profile not found`),
  noRequest: () => activeI18n()._(msg`There is no friend request from this member`),
  notFriends: () => activeI18n()._(msg`You are not friends with this member`),
  acceptSignIn: () => activeI18n()._(msg`You must be logged in to accept friend requests`),
  declineSignIn: () => activeI18n()._(msg`You must be logged in to decline friend requests`),
} satisfies { [Key in keyof typeof FRIEND_MESSAGES]: unknown };

const TEXT_KEYS = new Map<string, keyof typeof friendTexts>(
  Object.entries(FRIEND_MESSAGES).flatMap(([key, text]) =>
    typeof text === 'string' ? [[text, key as keyof typeof friendTexts] as const] : [],
  ),
);

/** A shared message (a field rule's or the server's) in the page's language; any other text as it is. */
export function translateFriendTexts(text: string | undefined): string | undefined {
  const key = text === undefined ? undefined : TEXT_KEYS.get(text);
  const translate = key === undefined ? undefined : (friendTexts[key] as unknown as () => string);
  return translate ? translate() : text;
}
