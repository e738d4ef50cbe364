/** UI copy for blocking members, shown by the web app and sent by the server alike. */
export const BLOCK_MESSAGES = {
  block: 'Block',
  unblock: 'Unblock',
  blockTitle: 'Block Member',
  blockConfirm: (username: string) =>
    `Block ${username}? They will no longer be able to send you friend requests, comment on your profile, reply to your comments or notify you. Your friendship, and any pending request between you, ends.`,
  blocked: 'Member blocked',
  unblocked: 'Member unblocked',
  blockFailed: 'Failed to block member',
  unblockFailed: 'Failed to unblock member',
  listTitle: 'Blocked members',
  listEmpty: 'You have not blocked anyone.',
  listLoadFailed: 'Failed to load blocked members',
  collapsed: 'Comment from a member you blocked',
  show: 'Show',
  notYourself: 'You cannot block yourself',
  notAdmin: 'Administrators cannot be blocked',
  memberNotFound: 'Profile not found',
  tooMany: 'You have blocked as many members as you can. Unblock someone first.',
  unblockFirst: 'Unblock this member first',
  /** The neutral answer a blocked member gets for a comment that would reach the member who blocked them. */
  cannotComment: 'You cannot comment here.',
  signIn: 'Please sign in to block members',
} as const;
