import type { ReportReason } from '@haven/shared/moderation/constants';
import type { ReportAction } from '@haven/shared/reports/constants';
import { REPORT_MESSAGES } from '@haven/shared/reports/messages';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { activeI18n } from '../../lib/i18n';
import { inPageLanguage, sharedTexts } from '../../lib/shared-texts';

/** The shared messages' catalog texts (the shared English ones are what the server says). */
export const REPORT_TEXTS = sharedTexts(REPORT_MESSAGES, {
  dialogTitle: msg`Report`,
  reasonLegend: msg`Why are you reporting this?`,
  noteLabel: msg`Note`,
  submit: msg`Submit`,
  reasonRequired: msg`Please choose a reason`,
  reportFailed: msg`Failed to send the report`,
  targetNotFound: msg`This content no longer exists`,
  tabTitle: msg`Reports`,
  queueEmpty: msg`No open reports. Everything reported has been reviewed.`,
  queueLoadFailed: msg`Failed to load reports`,
  itemNotFound: msg`This item has no open reports`,
  actionFailed: msg`Failed to apply the action`,
  actionReasonLabel: msg`Reason`,
  removedItem: msg`This was removed by a moderator.`,
  actionDone: (action: ReportAction) => {
    const label = activeI18n()._(REPORT_ACTION_TEXTS[action]);
    return msg`${label}: done`;
  },
});

/** The shared messages, each read in the page's language. */
export const reportTexts = inPageLanguage(REPORT_MESSAGES, REPORT_TEXTS);

/** The moderator's actions on a reported item, as the queue's buttons name them. */
export const REPORT_ACTION_TEXTS: Record<ReportAction, MessageDescriptor> = {
  dismiss: msg`Dismiss`,
  remove: msg`Remove content`,
  warn: msg`Warn`,
  suspend: msg`Suspend`,
  ban: msg`Ban`,
};

/** The reasons a report gives, as the report form names them. */
export const REPORT_REASON_TEXTS: Record<ReportReason, MessageDescriptor> = {
  spam: msg`Spam`,
  harassment: msg`Harassment or hate`,
  cheating: msg`Cheating or exploits`,
  personal_information: msg`Sharing personal information`,
  inappropriate: msg`Inappropriate content`,
  other: msg`Other`,
};
