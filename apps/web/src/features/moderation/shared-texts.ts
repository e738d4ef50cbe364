import { MODERATION_MESSAGES } from '@haven/shared/moderation/messages';
import { msg } from '@lingui/core/macro';
import { inPageLanguage, sharedTexts } from '../../lib/shared-texts';

/** The shared messages' catalog texts (the shared English ones are what the server says). */
export const MODERATION_TEXTS = sharedTexts(MODERATION_MESSAGES, {
  reportThanks: msg`Thanks — an administrator will review this.`,
  reportSignIn: msg`Please sign in to report this`,
  cannotReportOwn: msg`You cannot report your own content`,
  alreadyReported: msg`You have already reported this; an administrator will review it.`,
  reportNoteRequired: msg`Please say what is wrong`,
  reportNoteTooLong: msg`The note must be 500 characters or fewer`,
  reasonRequired: msg`Please give a reason`,
  reasonTooLong: msg`The reason must be 500 characters or fewer`,
  suspended: (until: string, reason: string) => msg`Your account is suspended until ${until}: ${reason}`,
  banned: (reason: string) => msg`This account has been banned: ${reason}`,
  memberNotFound: msg`User not found`,
  cannotRestrictSelf: msg`You cannot restrict your own account`,
  cannotRestrictAdmin: msg`Administrators cannot be suspended or banned`,
  alreadyRestricted: msg`This member is already suspended or banned`,
  notRestricted: msg`This member is not suspended or banned`,
  suspendedDone: msg`Member suspended`,
  bannedDone: msg`Member banned`,
  liftedDone: msg`Restriction lifted`,
  restrictFailed: msg`Failed to suspend or ban the member`,
  liftFailed: msg`Failed to lift the restriction`,
  logLoading: msg`Loading the moderation log...`,
  logLoadFailed: msg`Failed to load the moderation log`,
  logEmpty: msg`No admin actions recorded yet.`,
  logFilteredEmpty: msg`No admin actions match these filters.`,
  itemGone: msg`(since deleted)`,
});

/** The shared messages, each read in the page's language. */
export const moderationTexts = inPageLanguage(MODERATION_MESSAGES, MODERATION_TEXTS);
