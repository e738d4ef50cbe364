import { REDEEM_CODE_MESSAGES } from '@haven/shared/redeem-codes/constants';
import { msg } from '@lingui/core/macro';
import { inPageLanguage, sharedTexts } from '../../lib/shared-texts';

/** The shared messages' catalog texts (the shared English ones are what the server says). */
export const REDEEM_CODE_TEXTS = sharedTexts(REDEEM_CODE_MESSAGES, {
  activeLoadFailed: msg`Failed to load active redeem codes`,
  expiredLoadFailed: msg`Failed to load expired redeem codes`,
  unexpected: msg`An unexpected error occurred`,
  copyFailed: msg`Failed to copy code`,
  copied: msg`Code copied to clipboard!`,
  loadFailed: msg`Failed to load redeem codes`,
  saveFailed: msg`Failed to save redeem code`,
  updated: msg`Redeem code updated successfully`,
  created: msg`Redeem code created successfully`,
  deleteFailed: msg`Failed to delete redeem code`,
  deleted: msg`Redeem code deleted successfully`,
  deleteConfirm: msg`Are you sure you want to delete this redeem code?`,
  deactivateConfirm: msg`Are you sure you want to mark this code as inactive? Visitors will see it among the expired codes.`,
  markedInactive: msg`Code marked as inactive`,
  markInactiveFailed: msg`Failed to mark code as inactive`,
  reactivated: msg`Code reactivated`,
  reactivateFailed: msg`Failed to reactivate code`,
  empty: msg`No redeem codes found. Create one to get started.`,
  noActive: msg`No active codes right now. Check back soon!`,
  noExpired: msg`No expired codes yet.`,
  latestCode: msg`Latest Code`,
  allCodes: msg`All codes`,
  newBadge: msg`New`,
  noLongerActive: msg`No longer active`,
  notFound: msg`Redeem code not found`,
  codeRequired: msg`Code is required`,
  codeInvalid: msg`Codes use letters, digits, hyphens and underscores only`,
  codeTaken: msg`This code already exists`,
  rewardsRequired: msg`Rewards are required`,
  expiryInvalid: msg`Enter the expiry date as YYYY-MM-DD`,
});

/** The shared messages, each read in the page's language. */
export const redeemCodeTexts = inPageLanguage(REDEEM_CODE_MESSAGES, REDEEM_CODE_TEXTS);
