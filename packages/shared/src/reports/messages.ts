import { REPORT_ACTION_LABELS, type ReportAction } from './constants.ts';

/** UI copy of the report dialog and the Reports tab, used by the web app and the server alike. */
export const REPORT_MESSAGES = {
  dialogTitle: 'Report',
  reasonLegend: 'Why are you reporting this?',
  noteLabel: 'Note',
  submit: 'Submit',
  reasonRequired: 'Please choose a reason',
  reportFailed: 'Failed to send the report',
  targetNotFound: 'This content no longer exists',
  tabTitle: 'Reports',
  queueEmpty: 'No open reports. Everything reported has been reviewed.',
  queueLoadFailed: 'Failed to load reports',
  itemNotFound: 'This item has no open reports',
  actionFailed: 'Failed to apply the action',
  actionReasonLabel: 'Reason',
  /** What the author sees of a removed guide or team. */
  removedItem: 'This was removed by a moderator.',
  /** Shown after an admin's action. */
  actionDone: (action: ReportAction) => `${REPORT_ACTION_LABELS[action]}: done`,
} as const;
