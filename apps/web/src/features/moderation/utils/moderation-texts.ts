import { MODERATION_MESSAGES } from '@haven/shared/moderation/messages';
import { msg } from '@lingui/core/macro';
import { activeI18n } from '../../../lib/i18n';

/** The shared messages in the page's language (the shared English ones are what the server says). */
export const moderationTexts = {
  reportThanks: () => activeI18n()._(msg`Thanks — an administrator will review this.`),
  reportSignIn: () => activeI18n()._(msg`Please sign in to report this`),
  cannotReportOwn: () => activeI18n()._(msg`You cannot report your own content`),
  alreadyReported: () =>
    activeI18n()._(msg`You have already reported this; an administrator will review it.`),
  reportNoteRequired: () => activeI18n()._(msg`Please say what is wrong`),
  reportNoteTooLong: () => activeI18n()._(msg`The note must be 500 characters or fewer`),
  reasonRequired: () => activeI18n()._(msg`Please give a reason`),
  reasonTooLong: () => activeI18n()._(msg`The reason must be 500 characters or fewer`),
  suspended: (until: string, reason: string) =>
    activeI18n()._(msg`Your account is suspended until ${until}: ${reason}`),
  banned: (reason: string) => activeI18n()._(msg`This account has been banned: ${reason}`),
  memberNotFound: () => activeI18n()._(msg`User not found`),
  cannotRestrictSelf: () => activeI18n()._(msg`You cannot restrict your own account`),
  cannotRestrictAdmin: () => activeI18n()._(msg`Administrators cannot be suspended or banned`),
  alreadyRestricted: () => activeI18n()._(msg`This member is already suspended or banned`),
  notRestricted: () => activeI18n()._(msg`This member is not suspended or banned`),
  suspendedDone: () => activeI18n()._(msg`Member suspended`),
  bannedDone: () => activeI18n()._(msg`Member banned`),
  liftedDone: () => activeI18n()._(msg`Restriction lifted`),
  restrictFailed: () => activeI18n()._(msg`Failed to suspend or ban the member`),
  liftFailed: () => activeI18n()._(msg`Failed to lift the restriction`),
  logLoading: () => activeI18n()._(msg`Loading the moderation log...`),
  logLoadFailed: () => activeI18n()._(msg`Failed to load the moderation log`),
  logEmpty: () => activeI18n()._(msg`No admin actions recorded yet.`),
  logFilteredEmpty: () => activeI18n()._(msg`No admin actions match these filters.`),
  itemGone: () => activeI18n()._(msg`(since deleted)`),
} satisfies { [Key in keyof typeof MODERATION_MESSAGES]: unknown };

const TEXT_KEYS = new Map<string, keyof typeof moderationTexts>(
  Object.entries(MODERATION_MESSAGES).flatMap(([key, text]) =>
    typeof text === 'string' ? [[text, key as keyof typeof moderationTexts] as const] : [],
  ),
);

/** A shared message (a field rule's or the server's) in the page's language; any other text as it is. */
export function translateModerationTexts(text: string | undefined): string | undefined {
  const key = text === undefined ? undefined : TEXT_KEYS.get(text);
  const translate = key === undefined ? undefined : (moderationTexts[key] as unknown as () => string);
  return translate ? translate() : text;
}
