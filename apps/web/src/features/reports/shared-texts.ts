import { REPORT_MESSAGES } from '@haven/shared/reports/messages';
import { msg } from '@lingui/core/macro';
import { sharedTexts } from '../../lib/shared-texts';

/** The report dialog's and the Reports tab's shared texts (refusals, toasts) from the catalog. */
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
});
