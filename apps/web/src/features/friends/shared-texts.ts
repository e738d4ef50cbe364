import { FRIEND_MESSAGES } from '@haven/shared/friends/messages';
import { msg } from '@lingui/core/macro';
import { inPageLanguage, sharedTexts } from '../../lib/shared-texts';

/** The shared messages' catalog texts (the shared English ones are what the server says). */
export const FRIEND_TEXTS = sharedTexts(FRIEND_MESSAGES, {
  requestSent: msg`Friend request sent!`,
  requestAccepted: msg`Friend request accepted!`,
  requestFailed: msg`Failed to process friend request`,
  removed: msg`Friend removed`,
  removeFailed: msg`Failed to remove friend`,
  notYourself: msg`You cannot add yourself as a friend`,
  memberNotFound: msg`Profile not found`,
  noRequest: msg`There is no friend request from this member`,
  notFriends: msg`You are not friends with this member`,
  acceptSignIn: msg`You must be logged in to accept friend requests`,
  declineSignIn: msg`You must be logged in to decline friend requests`,
});

/** The shared messages, each read in the page's language. */
export const friendTexts = inPageLanguage(FRIEND_MESSAGES, FRIEND_TEXTS);
