import { REDEEM_CODE_MESSAGES } from '@haven/shared/redeem-codes/constants';
import { msg } from '@lingui/core/macro';
import { activeI18n } from '../../../lib/i18n';

/** The shared messages in the page's language (the shared English ones are what the server says). */
export const redeemCodeTexts = {
  activeLoadFailed: () => activeI18n()._(msg`Failed to load active redeem codes`),
  expiredLoadFailed: () => activeI18n()._(msg`Failed to load expired redeem codes`),
  unexpected: () => activeI18n()._(msg`An unexpected error occurred`),
  copyFailed: () => activeI18n()._(msg`Failed to copy code`),
  copied: () => activeI18n()._(msg`Code copied to clipboard!`),
  loadFailed: () => activeI18n()._(msg`Failed to load redeem codes`),
  saveFailed: () => activeI18n()._(msg`Failed to save redeem code`),
  updated: () => activeI18n()._(msg`Redeem code updated successfully`),
  created: () => activeI18n()._(msg`Redeem code created successfully`),
  deleteFailed: () => activeI18n()._(msg`Failed to delete redeem code`),
  deleted: () => activeI18n()._(msg`Redeem code deleted successfully`),
  deleteConfirm: () => activeI18n()._(msg`Are you sure you want to delete this redeem code?`),
  deactivateConfirm: () =>
    activeI18n()._(
      msg`Are you sure you want to mark this code as inactive? Visitors will see it among the expired codes.`,
    ),
  markedInactive: () => activeI18n()._(msg`Code marked as inactive`),
  markInactiveFailed: () => activeI18n()._(msg`Failed to mark code as inactive`),
  reactivated: () => activeI18n()._(msg`Code reactivated`),
  reactivateFailed: () => activeI18n()._(msg`Failed to reactivate code`),
  empty: () => activeI18n()._(msg`No redeem codes found. Create one to get started.`),
  noActive: () => activeI18n()._(msg`No active codes right now. Check back soon!`),
  noExpired: () => activeI18n()._(msg`No expired codes yet.`),
  latestCode: () => activeI18n()._(msg`Latest Code`),
  allCodes: () => activeI18n()._(msg`All codes`),
  newBadge: () => activeI18n()._(msg`New`),
  noLongerActive: () => activeI18n()._(msg`No longer active`),
  notFound: () => activeI18n()._(msg`Redeem code not found`),
  codeRequired: () => activeI18n()._(msg`Code is required`),
  codeInvalid: () => activeI18n()._(msg`Codes use letters, digits, hyphens and underscores only`),
  codeTaken: () => activeI18n()._(msg`This code already exists`),
  rewardsRequired: () => activeI18n()._(msg`Rewards are required`),
  expiryInvalid: () => activeI18n()._(msg`Enter the expiry date as YYYY-MM-DD`),
} satisfies { [Key in keyof typeof REDEEM_CODE_MESSAGES]: unknown };

const TEXT_KEYS = new Map<string, keyof typeof redeemCodeTexts>(
  Object.entries(REDEEM_CODE_MESSAGES).flatMap(([key, text]) =>
    typeof text === 'string' ? [[text, key as keyof typeof redeemCodeTexts] as const] : [],
  ),
);

/** A shared message (a field rule's or the server's) in the page's language; any other text as it is. */
export function translateRedeemCodeTexts(text: string | undefined): string | undefined {
  const key = text === undefined ? undefined : TEXT_KEYS.get(text);
  const translate = key === undefined ? undefined : (redeemCodeTexts[key] as unknown as () => string);
  return translate ? translate() : text;
}

/** The shared messages object with each text in the page's language, for components that take it whole. */
export function redeemCodeMessages(): typeof REDEEM_CODE_MESSAGES {
  return Object.fromEntries(
    Object.entries(REDEEM_CODE_MESSAGES).map(([key, text]) => [
      key,
      typeof text === 'string'
        ? (redeemCodeTexts[key as keyof typeof redeemCodeTexts] as () => string)()
        : text,
    ]),
  ) as typeof REDEEM_CODE_MESSAGES;
}
