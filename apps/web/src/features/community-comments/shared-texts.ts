import { COMMUNITY_COMMENT_MESSAGES } from '@haven/shared/community-comments/messages';
import { msg } from '@lingui/core/macro';
import { inPageLanguage, sharedTexts } from '../../lib/shared-texts';
import { PROFILE_COMMENT_TEXTS } from '../profile-comments/shared-texts';

/** The shared messages' catalog texts (the shared English ones are what the server says). */
export const COMMUNITY_COMMENT_TEXTS = sharedTexts(COMMUNITY_COMMENT_MESSAGES, {
  signIn: PROFILE_COMMENT_TEXTS.signIn,
  signInPrompt: msg`Sign in to join the discussion`,
  empty: PROFILE_COMMENT_TEXTS.empty,
  loadFailed: PROFILE_COMMENT_TEXTS.loadFailed,
  posted: PROFILE_COMMENT_TEXTS.posted,
  replyPosted: PROFILE_COMMENT_TEXTS.replyPosted,
  postFailed: PROFILE_COMMENT_TEXTS.postFailed,
  updated: PROFILE_COMMENT_TEXTS.updated,
  updateFailed: PROFILE_COMMENT_TEXTS.updateFailed,
  deleted: PROFILE_COMMENT_TEXTS.deleted,
  deleteFailed: PROFILE_COMMENT_TEXTS.deleteFailed,
  deleteConfirm: PROFILE_COMMENT_TEXTS.deleteConfirm,
  tooShort: PROFILE_COMMENT_TEXTS.tooShort,
  tooLong: PROFILE_COMMENT_TEXTS.tooLong,
  notFound: PROFILE_COMMENT_TEXTS.notFound,
  teamNotFound: msg`Team not found`,
  guideNotFound: msg`Guide not found`,
  notYours: PROFILE_COMMENT_TEXTS.notYours,
  cannotDelete: msg`You can only delete your own comments`,
  replyToReply: PROFILE_COMMENT_TEXTS.replyToReply,
  teamPlaceholder: msg`Share your thoughts on this team...`,
  guidePlaceholder: msg`Share your thoughts on this guide...`,
  replyPlaceholder: PROFILE_COMMENT_TEXTS.replyPlaceholder,
});

/** The shared messages, each read in the page's language. */
export const communityCommentTexts = inPageLanguage(COMMUNITY_COMMENT_MESSAGES, COMMUNITY_COMMENT_TEXTS);
