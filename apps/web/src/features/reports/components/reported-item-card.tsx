import { REPORT_ACTIONS, type ReportAction } from '@haven/shared/reports/constants';
import type { ReportedItem, ReportLocation } from '@haven/shared/reports/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { CARD_CLASSES } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { useFormatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { MODERATION_ACTION_TEXTS } from '../../moderation/shared-texts';
import { REPORT_ACTION_TEXTS, REPORT_REASON_TEXTS } from '../shared-texts';
import { ReportActionDialog } from './report-action-dialog';

const KIND_LABELS: Record<ReportedItem['targetKind'], string> = {
  hero_comment: 'Hero comment',
  profile_comment: 'Wall comment',
  community_comment: 'Team or guide comment',
  guide: 'Guide',
  team: 'Team',
  profile: 'Profile',
};

/** Where the item stands on the site, opened at the comment when it is one. */
function hrefOf(location: ReportLocation): string {
  const page = {
    hero: paths.hero,
    profile: paths.profile,
    team: paths.team,
    guide: paths.guide,
  }[location.page](location.slug);
  if (!location.commentId) return page;
  return location.page === 'hero' ? page : `${page}?comment=${encodeURIComponent(location.commentId)}`;
}

/** Suspend and Ban act on the author, so an item without one (or by an admin) offers neither. */
function actionsFor(item: ReportedItem): readonly ReportAction[] {
  const canRestrict = item.author !== null && !item.author.isAdmin;
  return REPORT_ACTIONS.filter(
    (action) =>
      (action !== 'warn' || item.author !== null) &&
      ((action !== 'suspend' && action !== 'ban') || canRestrict),
  );
}

/** One reported item: what it is and where, why it was reported and by how many, its author's record, and the actions. */
export function ReportedItemCard({ item }: { item: ReportedItem }) {
  const { t } = useLingui();
  const formatDate = useFormatDate();
  const [action, setAction] = useState<ReportAction | null>(null);
  const title = `${KIND_LABELS[item.targetKind]}${item.context ? ` on ${item.context}` : ''}`;
  return (
    <article aria-label={title} className={cn(CARD_CLASSES, 'space-y-3 p-4 sm:p-5')}>
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-slate-900 dark:text-white">{title}</h3>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {item.reporterCount} {item.reporterCount === 1 ? 'reporter' : 'reporters'} · last{' '}
          <time dateTime={item.lastReportedAt}>{formatDate(item.lastReportedAt, 'dateTime')}</time>
        </p>
      </header>
      <blockquote className="rounded-lg bg-slate-50 px-3 py-2 text-sm break-words whitespace-pre-line text-slate-800 dark:bg-white/5 dark:text-slate-200">
        {item.isRemoved ? <em>Already removed</em> : item.excerpt}
      </blockquote>
      {item.location && !item.isRemoved && (
        <Link
          to={hrefOf(item.location)}
          className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-200"
        >
          <Trans>View where it stands</Trans>
        </Link>
      )}
      <ul aria-label={t`Reasons`} className="flex flex-wrap gap-2">
        {item.reasons.map(({ reason, count }) => (
          <li
            key={reason}
            className="rounded-full bg-red-50 px-3 py-1 text-xs font-semibold text-red-800 dark:bg-red-400/10 dark:text-red-200"
          >
            {t(REPORT_REASON_TEXTS[reason])} ({count})
          </li>
        ))}
      </ul>
      {item.notes.length > 0 && (
        <ul
          aria-label={t`Notes`}
          className="list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300"
        >
          {item.notes.map((note, index) => (
            // Notes repeat and have no id of their own; their order is fixed.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index}>{note}</li>
          ))}
        </ul>
      )}
      <AuthorRecord item={item} />
      <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-3 dark:border-white/10">
        {actionsFor(item).map((choice) => (
          <Button
            key={choice}
            size="sm"
            variant={choice === 'dismiss' ? 'outline' : choice === 'ban' ? 'danger' : 'secondary'}
            onClick={() => setAction(choice)}
          >
            {t(REPORT_ACTION_TEXTS[choice])}
          </Button>
        ))}
      </div>
      <ReportActionDialog item={item} action={action} title={title} onClose={() => setAction(null)} />
    </article>
  );
}

/** The author and what moderators did about them before. */
function AuthorRecord({ item }: { item: ReportedItem }) {
  const { t } = useLingui();
  const formatDate = useFormatDate();
  if (!item.author)
    return <p className="text-sm text-slate-600 dark:text-slate-400">Author: a former member</p>;
  const { history } = item;
  return (
    <div className="text-sm text-slate-700 dark:text-slate-300">
      <p>
        Author:{' '}
        <Link
          to={paths.profile(item.author.username)}
          className="font-semibold text-brand-700 hover:underline dark:text-brand-200"
        >
          {item.author.username}
        </Link>{' '}
        · {history.upheldReports} earlier {history.upheldReports === 1 ? 'report' : 'reports'} upheld
      </p>
      {history.actions.length > 0 && (
        <ul
          aria-label={t`Earlier actions against ${item.author.username}`}
          className="mt-1 space-y-0.5 text-xs text-slate-600 dark:text-slate-400"
        >
          {history.actions.map((entry) => (
            <li key={`${entry.action}-${entry.createdAt}`}>
              <time dateTime={entry.createdAt}>{formatDate(entry.createdAt, 'short')}</time>:{' '}
              {t(MODERATION_ACTION_TEXTS[entry.action])}
              {entry.reason ? ` — ${entry.reason}` : ''}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
