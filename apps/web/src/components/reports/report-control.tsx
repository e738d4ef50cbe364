import type { ReportTargetKind } from '@haven/shared/moderation/constants';
import { msg } from '@lingui/core/macro';
import { type ComponentType, createContext, useContext } from 'react';
import { activeI18n } from '../../lib/i18n';

/** What a Report control names: the item, its author (never offered their own) and how it reads. */
export type ReportTargetRef = {
  targetKind: ReportTargetKind;
  targetId: string;
  authorId: string | null;
  /** The item in words, for the control's name and the dialog: 'comment by kira', 'guide'. */
  label: string;
};

export type ReportControlProps = {
  target: ReportTargetRef;
  /** A small text button under a comment, or an outlined one beside a page's title. */
  variant: 'comment' | 'page';
};

const ReportControlContext = createContext<ComponentType<ReportControlProps> | null>(null);

/** The app hands the reports feature's control in here, so every comment kind and page shows it. */
export const ReportControlProvider = ReportControlContext.Provider;

/** The Report control for this item, as the app provides it; nothing where none is provided. */
export function ReportControl(props: ReportControlProps) {
  const Control = useContext(ReportControlContext);
  return Control ? <Control {...props} /> : null;
}

/** A comment as its Report control names it. */
export function commentReportTarget(
  targetKind: ReportTargetKind,
  comment: { id: string; author: { id: string; username: string } },
): ReportTargetRef {
  const { username } = comment.author;
  return {
    targetKind,
    targetId: comment.id,
    authorId: comment.author.id,
    label: activeI18n()._(msg`comment by ${username}`),
  };
}
