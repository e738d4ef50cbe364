import { COMMUNITY_COMMENT_MESSAGES } from '@haven/shared/community-comments/messages';
import { msg } from '@lingui/core/macro';
import { activeI18n } from '../../../lib/i18n';
import { profileCommentTexts } from '../../profile-comments/utils/profile-comments-texts';

/** The shared messages in the page's language (the shared English ones are what the server says). */
export const communityCommentTexts = {
  signIn: profileCommentTexts.signIn,
  signInPrompt: () => activeI18n()._(msg`Sign in to join the discussion`),
  empty: profileCommentTexts.empty,
  loadFailed: profileCommentTexts.loadFailed,
  posted: profileCommentTexts.posted,
  replyPosted: profileCommentTexts.replyPosted,
  postFailed: profileCommentTexts.postFailed,
  updated: profileCommentTexts.updated,
  updateFailed: profileCommentTexts.updateFailed,
  deleted: profileCommentTexts.deleted,
  deleteFailed: profileCommentTexts.deleteFailed,
  deleteConfirm: profileCommentTexts.deleteConfirm,
  tooShort: profileCommentTexts.tooShort,
  tooLong: profileCommentTexts.tooLong,
  notFound: profileCommentTexts.notFound,
  teamNotFound: () => activeI18n()._(msg`Team not found`),
  guideNotFound: () => activeI18n()._(msg`Guide not found`),
  notYours: profileCommentTexts.notYours,
  cannotDelete: () => activeI18n()._(msg`You can only delete your own comments`),
  replyToReply: profileCommentTexts.replyToReply,
  teamPlaceholder: () => activeI18n()._(msg`Share your thoughts on this team...`),
  guidePlaceholder: () => activeI18n()._(msg`Share your thoughts on this guide...`),
  replyPlaceholder: profileCommentTexts.replyPlaceholder,
} satisfies { [Key in keyof typeof COMMUNITY_COMMENT_MESSAGES]: unknown };

const TEXT_KEYS = new Map<string, keyof typeof communityCommentTexts>(
  Object.entries(COMMUNITY_COMMENT_MESSAGES).flatMap(([key, text]) =>
    typeof text === 'string' ? [[text, key as keyof typeof communityCommentTexts] as const] : [],
  ),
);

/** A shared message (a field rule's or the server's) in the page's language; any other text as it is. */
export function translateCommunityCommentTexts(text: string | undefined): string | undefined {
  const key = text === undefined ? undefined : TEXT_KEYS.get(text);
  const translate = key === undefined ? undefined : (communityCommentTexts[key] as unknown as () => string);
  return translate ? translate() : text;
}

/** The shared messages object with each text in the page's language, for components that take it whole. */
export function communityCommentMessages(): typeof COMMUNITY_COMMENT_MESSAGES {
  return Object.fromEntries(
    Object.entries(COMMUNITY_COMMENT_MESSAGES).map(([key, text]) => [
      key,
      typeof text === 'string'
        ? (communityCommentTexts[key as keyof typeof communityCommentTexts] as () => string)()
        : text,
    ]),
  ) as typeof COMMUNITY_COMMENT_MESSAGES;
}
