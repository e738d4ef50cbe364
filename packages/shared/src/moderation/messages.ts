/** UI copy of reports, restrictions and the moderation log, used by the web app and the server alike. */
export const MODERATION_MESSAGES = {
  reportThanks: 'Thanks — an administrator will review this.',
  reportSignIn: 'Please sign in to report this',
  cannotReportOwn: 'You cannot report your own content',
  alreadyReported: 'You have already reported this; an administrator will review it.',
  reportNoteRequired: 'Please say what is wrong',
  reportNoteTooLong: 'The note must be 500 characters or fewer',
  reasonRequired: 'Please give a reason',
  reasonTooLong: 'The reason must be 500 characters or fewer',
  /** The answer to every write a suspended member tries (contact messages stay open). */
  suspended: (until: string, reason: string) => `Your account is suspended until ${until}: ${reason}`,
  /** Why a banned member's sign-in is refused. */
  banned: (reason: string) => `This account has been banned: ${reason}`,
  memberNotFound: 'User not found',
  cannotRestrictSelf: 'You cannot restrict your own account',
  cannotRestrictAdmin: 'Administrators cannot be suspended or banned',
  alreadyRestricted: 'This member is already suspended or banned',
  notRestricted: 'This member is not suspended or banned',
  suspendedDone: 'Member suspended',
  bannedDone: 'Member banned',
  liftedDone: 'Restriction lifted',
  restrictFailed: 'Failed to suspend or ban the member',
  liftFailed: 'Failed to lift the restriction',
  logLoading: 'Loading the moderation log...',
  logLoadFailed: 'Failed to load the moderation log',
  logEmpty: 'No admin actions recorded yet.',
  logFilteredEmpty: 'No admin actions match these filters.',
  /** Said where a logged item no longer exists. */
  itemGone: '(since deleted)',
} as const;
