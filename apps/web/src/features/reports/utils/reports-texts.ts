import type { ReportReason } from '@haven/shared/moderation/constants';
import { REPORT_ACTION_LABELS, type ReportAction } from '@haven/shared/reports/constants';
import { REPORT_MESSAGES } from '@haven/shared/reports/messages';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { activeI18n } from '../../../lib/i18n';

/** The shared messages in the page's language (the shared English ones are what the server says). */
export const reportTexts = {
  dialogTitle: () => activeI18n()._(msg`Report`),
  reasonLegend: () => activeI18n()._(msg`Why are you reporting this?`),
  noteLabel: () => activeI18n()._(msg`Note`),
  submit: () => activeI18n()._(msg`Submit`),
  reasonRequired: () => activeI18n()._(msg`Please choose a reason`),
  reportFailed: () => activeI18n()._(msg`Failed to send the report`),
  targetNotFound: () => activeI18n()._(msg`This content no longer exists`),
  tabTitle: () => activeI18n()._(msg`Reports`),
  queueEmpty: () => activeI18n()._(msg`No open reports. Everything reported has been reviewed.`),
  queueLoadFailed: () => activeI18n()._(msg`Failed to load reports`),
  itemNotFound: () => activeI18n()._(msg`This item has no open reports`),
  actionFailed: () => activeI18n()._(msg`Failed to apply the action`),
  actionReasonLabel: () => activeI18n()._(msg`Reason`),
  removedItem: () => activeI18n()._(msg`This was removed by a moderator.`),
  actionDone: (action: ReportAction) => {
    const label = REPORT_ACTION_LABELS[action];
    return activeI18n()._(msg`${label}: done`);
  },
} satisfies { [Key in keyof typeof REPORT_MESSAGES]: unknown };

const TEXT_KEYS = new Map<string, keyof typeof reportTexts>(
  Object.entries(REPORT_MESSAGES).flatMap(([key, text]) =>
    typeof text === 'string' ? [[text, key as keyof typeof reportTexts] as const] : [],
  ),
);

/** A shared message (a field rule's or the server's) in the page's language; any other text as it is. */
export function translateReportTexts(text: string | undefined): string | undefined {
  const key = text === undefined ? undefined : TEXT_KEYS.get(text);
  const translate = key === undefined ? undefined : (reportTexts[key] as unknown as () => string);
  return translate ? translate() : text;
}

/** The reasons a report gives, as the report form names them. */
export const REPORT_REASON_TEXTS: Record<ReportReason, MessageDescriptor> = {
  spam: msg`Spam`,
  harassment: msg`Harassment or hate`,
  cheating: msg`Cheating or exploits`,
  personal_information: msg`Sharing personal information`,
  inappropriate: msg`Inappropriate content`,
  other: msg`Other`,
};
