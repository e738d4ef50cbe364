import { PROFILE_COMMENT_MESSAGES } from '@haven/shared/profile-comments/messages';
import { msg } from '@lingui/core/macro';
import { inPageLanguage, sharedTexts } from '../../lib/shared-texts';

/** The shared messages' catalog texts (the shared English ones are what the server says). */
export const PROFILE_COMMENT_TEXTS = sharedTexts(PROFILE_COMMENT_MESSAGES, {
  signInToView: msg`Sign in to view and post comments`,
  signIn: msg`Please login to comment`,
  empty: msg`No comments yet. Be the first to comment!`,
  loadFailed: msg`Failed to load comments`,
  posted: msg`Comment posted!`,
  replyPosted: msg`Reply posted!`,
  postFailed: msg`Failed to post comment`,
  updated: msg`Comment updated`,
  updateFailed: msg`Failed to update comment`,
  deleted: msg`Comment deleted`,
  deleteFailed: msg`Failed to delete comment`,
  deleteConfirm: msg`Are you sure you want to delete this comment? This action cannot be undone.`,
  tooShort: msg`Comment cannot be empty`,
  tooLong: msg`Comment must be at most 500 characters`,
  friendsOnly: msg`Only this member and their friends can post on this profile`,
  notFound: msg`Comment not found`,
  profileNotFound: msg`Profile not found`,
  notYours: msg`You can only edit your own comments`,
  cannotDelete: msg`You can only delete your own comments or comments on your profile`,
  replyToReply: msg`Replies can only be made to top-level comments`,
  placeholder: msg`Write a comment...`,
  replyPlaceholder: msg`Write a reply...`,
});

/** The shared messages, each read in the page's language. */
export const profileCommentTexts = inPageLanguage(PROFILE_COMMENT_MESSAGES, PROFILE_COMMENT_TEXTS);
