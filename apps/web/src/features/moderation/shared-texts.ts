import type { ModerationAction } from '@haven/shared/moderation/constants';
import { MODERATION_MESSAGES } from '@haven/shared/moderation/messages';
import type { MessageDescriptor } from '@lingui/core';
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

/** What a moderation log entry says was done. */
export const MODERATION_ACTION_TEXTS: Record<ModerationAction, MessageDescriptor> = {
  report_dismissed: msg`Dismissed a report`,
  content_removed: msg`Removed content`,
  member_warned: msg`Warned a member`,
  member_suspended: msg`Suspended a member`,
  member_banned: msg`Banned a member`,
  suspension_lifted: msg`Lifted a suspension`,
  ban_lifted: msg`Lifted a ban`,
  member_edited: msg`Edited a member`,
  member_deleted: msg`Deleted a member`,
  password_reset: msg`Set a member's password`,
  guide_approved: msg`Approved a guide`,
  guide_rejected: msg`Rejected a guide`,
  content_deleted: msg`Deleted content`,
  code_deleted: msg`Deleted a redeem code`,
  banner_deleted: msg`Deleted a banner`,
  hero_deleted: msg`Deleted a hero`,
  outfit_edited: msg`Edited an outfit`,
  comment_deleted: msg`Deleted a member's comment`,
  entry_deleted: msg`Deleted a database entry`,
  page_edited: msg`Edited a page`,
};
