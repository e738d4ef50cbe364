import { PROFILE_COMMENT_MESSAGES as WALL } from '../profile-comments/messages.ts';

/**
 * UI copy for comments on teams and guides, shown by the web app and sent by the server alike:
 * the wall's texts where the two say the same thing, so a comment reads alike everywhere.
 */
export const COMMUNITY_COMMENT_MESSAGES = {
  signIn: WALL.signIn,
  signInPrompt: 'Sign in to join the discussion',
  empty: WALL.empty,
  loadFailed: WALL.loadFailed,
  posted: WALL.posted,
  replyPosted: WALL.replyPosted,
  postFailed: WALL.postFailed,
  updated: WALL.updated,
  updateFailed: WALL.updateFailed,
  deleted: WALL.deleted,
  deleteFailed: WALL.deleteFailed,
  deleteConfirm: WALL.deleteConfirm,
  tooShort: WALL.tooShort,
  tooLong: WALL.tooLong,
  notFound: WALL.notFound,
  teamNotFound: 'Team not found',
  guideNotFound: 'Guide not found',
  notYours: WALL.notYours,
  cannotDelete: 'You can only delete your own comments',
  replyToReply: WALL.replyToReply,
  teamPlaceholder: 'Share your thoughts on this team...',
  guidePlaceholder: 'Share your thoughts on this guide...',
  replyPlaceholder: WALL.replyPlaceholder,
} as const;
