import { BLOCK_MESSAGES } from '@haven/shared/blocks/messages';
import { msg } from '@lingui/core/macro';
import { inPageLanguage, sharedTexts } from '../../lib/shared-texts';

/** The shared messages' catalog texts (the shared English ones are what the server says). */
export const BLOCK_TEXTS = sharedTexts(BLOCK_MESSAGES, {
  block: msg`Block`,
  unblock: msg`Unblock`,
  blockTitle: msg`Block Member`,
  blockConfirm: (username: string) =>
    msg`Block ${username}? They will no longer be able to send you friend requests, comment on your profile, reply to your comments or notify you. Your friendship, and any pending request between you, ends.`,
  blocked: msg`Member blocked`,
  unblocked: msg`Member unblocked`,
  blockFailed: msg`Failed to block member`,
  unblockFailed: msg`Failed to unblock member`,
  listTitle: msg`Blocked members`,
  listEmpty: msg`You have not blocked anyone.`,
  listLoadFailed: msg`Failed to load blocked members`,
  collapsed: msg`Comment from a member you blocked`,
  show: msg`Show`,
  notYourself: msg`You cannot block yourself`,
  notAdmin: msg`Administrators cannot be blocked`,
  memberNotFound: msg`Profile not found`,
  tooMany: msg`You have blocked as many members as you can. Unblock someone first.`,
  unblockFirst: msg`Unblock this member first`,
  cannotComment: msg`You cannot comment here.`,
  signIn: msg`Please sign in to block members`,
});

/** The shared messages, each read in the page's language. */
export const blockTexts = inPageLanguage(BLOCK_MESSAGES, BLOCK_TEXTS);
