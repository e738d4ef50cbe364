import { BLOCK_MESSAGES } from '@haven/shared/blocks/messages';
import { msg } from '@lingui/core/macro';
import { activeI18n } from '../../../lib/i18n';

/** The shared messages in the page's language (the shared English ones are what the server says). */
export const blockTexts = {
  block: () => activeI18n()._(msg`Block`),
  unblock: () => activeI18n()._(msg`Unblock`),
  blockTitle: () => activeI18n()._(msg`Block Member`),
  blockConfirm: (username: string) =>
    activeI18n()._(
      msg`Block ${username}? They will no longer be able to send you friend requests, comment on your profile, reply to your comments or notify you. Your friendship, and any pending request between you, ends.`,
    ),
  blocked: () => activeI18n()._(msg`Member blocked`),
  unblocked: () => activeI18n()._(msg`Member unblocked`),
  blockFailed: () => activeI18n()._(msg`Failed to block member`),
  unblockFailed: () => activeI18n()._(msg`Failed to unblock member`),
  listTitle: () => activeI18n()._(msg`Blocked members`),
  listEmpty: () => activeI18n()._(msg`You have not blocked anyone.`),
  listLoadFailed: () => activeI18n()._(msg`Failed to load blocked members`),
  collapsed: () => activeI18n()._(msg`Comment from a member you blocked`),
  show: () => activeI18n()._(msg`Show`),
  notYourself: () => activeI18n()._(msg`You cannot block yourself`),
  notAdmin: () => activeI18n()._(msg`Administrators cannot be blocked`),
  memberNotFound: () => activeI18n()._(msg`Profile not found`),
  tooMany: () => activeI18n()._(msg`You have blocked as many members as you can. Unblock someone first.`),
  unblockFirst: () => activeI18n()._(msg`Unblock this member first`),
  cannotComment: () => activeI18n()._(msg`You cannot comment here.`),
  signIn: () => activeI18n()._(msg`Please sign in to block members`),
} satisfies { [Key in keyof typeof BLOCK_MESSAGES]: unknown };

const TEXT_KEYS = new Map<string, keyof typeof blockTexts>(
  Object.entries(BLOCK_MESSAGES).flatMap(([key, text]) =>
    typeof text === 'string' ? [[text, key as keyof typeof blockTexts] as const] : [],
  ),
);

/** A shared message (a field rule's or the server's) in the page's language; any other text as it is. */
export function translateBlockTexts(text: string | undefined): string | undefined {
  const key = text === undefined ? undefined : TEXT_KEYS.get(text);
  const translate = key === undefined ? undefined : (blockTexts[key] as unknown as () => string);
  return translate ? translate() : text;
}
