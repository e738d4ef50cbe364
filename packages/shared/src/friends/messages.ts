/** UI copy for friend requests and friendships, shown by the web app and sent by the server alike. */
export const FRIEND_MESSAGES = {
  requestSent: 'Friend request sent!',
  requestAccepted: 'Friend request accepted!',
  requestFailed: 'Failed to process friend request',
  removed: 'Friend removed',
  removeFailed: 'Failed to remove friend',
  notYourself: 'You cannot add yourself as a friend',
  memberNotFound: 'Profile not found',
  noRequest: 'There is no friend request from this member',
  notFriends: 'You are not friends with this member',
  acceptSignIn: 'You must be logged in to accept friend requests',
  declineSignIn: 'You must be logged in to decline friend requests',
} as const;
