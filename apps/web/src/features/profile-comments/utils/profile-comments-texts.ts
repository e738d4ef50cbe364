import { PROFILE_COMMENT_MESSAGES } from '@haven/shared/profile-comments/messages';
import { msg } from '@lingui/core/macro';
import { activeI18n } from '../../../lib/i18n';

/** The shared messages in the page's language (the shared English ones are what the server says). */
export const profileCommentTexts = {
  signInToView: () => activeI18n()._(msg`Sign in to view and post comments`),
  signIn: () => activeI18n()._(msg`Please login to comment`),
  empty: () => activeI18n()._(msg`No comments yet. Be the first to comment!`),
  loadFailed: () => activeI18n()._(msg`Failed to load comments`),
  posted: () => activeI18n()._(msg`Comment posted!`),
  replyPosted: () => activeI18n()._(msg`Reply posted!`),
  postFailed: () => activeI18n()._(msg`Failed to post comment`),
  updated: () => activeI18n()._(msg`Comment updated`),
  updateFailed: () => activeI18n()._(msg`Failed to update comment`),
  deleted: () => activeI18n()._(msg`Comment deleted`),
  deleteFailed: () => activeI18n()._(msg`Failed to delete comment`),
  deleteConfirm: () =>
    activeI18n()._(msg`Are you sure you want to delete this comment? This action cannot be undone.`),
  tooShort: () => activeI18n()._(msg`Comment cannot be empty`),
  tooLong: () => activeI18n()._(msg`Comment must be at most 500 characters`),
  friendsOnly: () => activeI18n()._(msg`Only this member and their friends can post on this profile`),
  notFound: () => activeI18n()._(msg`Comment not found`),
  profileNotFound: () => activeI18n()._(msg`Profile not found`),
  notYours: () => activeI18n()._(msg`You can only edit your own comments`),
  cannotDelete: () => activeI18n()._(msg`You can only delete your own comments or comments on your profile`),
  replyToReply: () => activeI18n()._(msg`Replies can only be made to top-level comments`),
  placeholder: () => activeI18n()._(msg`Write a comment...`),
  replyPlaceholder: () => activeI18n()._(msg`Write a reply...`),
} satisfies { [Key in keyof typeof PROFILE_COMMENT_MESSAGES]: unknown };

const TEXT_KEYS = new Map<string, keyof typeof profileCommentTexts>(
  Object.entries(PROFILE_COMMENT_MESSAGES).flatMap(([key, text]) =>
    typeof text === 'string' ? [[text, key as keyof typeof profileCommentTexts] as const] : [],
  ),
);

/** A shared message (a field rule's or the server's) in the page's language; any other text as it is. */
export function translateProfileCommentTexts(text: string | undefined): string | undefined {
  const key = text === undefined ? undefined : TEXT_KEYS.get(text);
  const translate = key === undefined ? undefined : (profileCommentTexts[key] as unknown as () => string);
  return translate ? translate() : text;
}

/** The shared messages object with each text in the page's language, for components that take it whole. */
export function profileCommentMessages(): typeof PROFILE_COMMENT_MESSAGES {
  return Object.fromEntries(
    Object.entries(PROFILE_COMMENT_MESSAGES).map(([key, text]) => [
      key,
      typeof text === 'string'
        ? (profileCommentTexts[key as keyof typeof profileCommentTexts] as () => string)()
        : text,
    ]),
  ) as typeof PROFILE_COMMENT_MESSAGES;
}
