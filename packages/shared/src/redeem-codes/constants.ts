// Kept apart from the zod schemas so pages can use them without loading zod.

/** Expired codes shown per page on /redeem-codes: all of them on one page, up to this many. */
export const EXPIRED_CODES_PAGE_SIZE = 50;

/** How long the "copied" mark stays on a code after it was copied, in milliseconds. */
export const CODE_COPIED_INDICATOR_MS = 2000;

/** How to enter a code in the game: the 'Redeeming a code' section of the About the Game page. */
export const REDEEM_HELP_PATH = '/about-game#section-redeeming-a-code';

/** Longest code, description and rewards an admin may enter. */
export const REDEEM_CODE_MAX_LENGTH = 40;
export const REDEEM_DESCRIPTION_MAX_LENGTH = 300;
export const REDEEM_REWARDS_MAX_LENGTH = 300;

/** UI copy of the redeem codes, shown by the web app and sent by the server alike. */
export const REDEEM_CODE_MESSAGES = {
  activeLoadFailed: 'Failed to load active redeem codes',
  expiredLoadFailed: 'Failed to load expired redeem codes',
  unexpected: 'An unexpected error occurred',
  copyFailed: 'Failed to copy code',
  copied: 'Code copied to clipboard!',
  loadFailed: 'Failed to load redeem codes',
  saveFailed: 'Failed to save redeem code',
  updated: 'Redeem code updated successfully',
  created: 'Redeem code created successfully',
  deleteFailed: 'Failed to delete redeem code',
  deleted: 'Redeem code deleted successfully',
  deleteConfirm: 'Are you sure you want to delete this redeem code?',
  deactivateConfirm:
    'Are you sure you want to mark this code as inactive? Visitors will see it among the expired codes.',
  markedInactive: 'Code marked as inactive',
  markInactiveFailed: 'Failed to mark code as inactive',
  reactivated: 'Code reactivated',
  reactivateFailed: 'Failed to reactivate code',
  empty: 'No redeem codes found. Create one to get started.',
  noActive: 'No active codes right now. Check back soon!',
  noExpired: 'No expired codes yet.',
  latestCode: 'Latest Code',
  allCodes: 'All codes',
  newBadge: 'New',
  noLongerActive: 'No longer active',
  notFound: 'Redeem code not found',
  codeRequired: 'Code is required',
  codeInvalid: 'Codes use letters, digits, hyphens and underscores only',
  codeTaken: 'This code already exists',
  rewardsRequired: 'Rewards are required',
  expiryInvalid: 'Enter the expiry date as YYYY-MM-DD',
} as const;
