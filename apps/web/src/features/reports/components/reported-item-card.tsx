import { REPORT_ACTIONS, type ReportAction } from '@haven/shared/reports/constants';
import type { ReportedItem, ReportLocation } from '@haven/shared/reports/schemas';
import { Trans as CatalogTrans } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { CARD_CLASSES } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { useFormatDate } from '../../../lib/dates';
import { formatCount } from '../../../lib/numbers';
import { paths } from '../../../lib/paths';
import { REPORT_CARD_TEXTS, REPORTED_KIND_TEXTS } from '../../moderation/report-card-texts';
import { MODERATION_ACTION_TEXTS } from '../../moderation/shared-texts';
import { REPORT_ACTION_TEXTS, REPORT_REASON_TEXTS } from '../shared-texts';
import { ReportActionDialog } from './report-action-dialog';

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
  const { i18n, t } = useLingui();
  const formatDate = useFormatDate();
  const [action, setAction] = useState<ReportAction | null>(null);
  const kind = i18n._(REPORTED_KIND_TEXTS[item.targetKind]);
  const title = item.context ? i18n._(REPORT_CARD_TEXTS.kindOn(kind, item.context)) : kind;
  const reporters = item.reporterCount;
  const lastReported = formatDate(item.lastReportedAt, 'dateTime');
  return (
    <article aria-label={title} className={cn(CARD_CLASSES, 'space-y-3 p-4 sm:p-5')}>
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-slate-900 dark:text-white">{title}</h3>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <CatalogTrans
            id={REPORT_CARD_TEXTS.reporters.id}
            message={REPORT_CARD_TEXTS.reporters.message}
            values={{ reporters, reporterCount: formatCount(reporters), lastReported }}
            components={{ 0: <time dateTime={item.lastReportedAt} /> }}
          />
        </p>
      </header>
      <blockquote className="rounded-lg bg-slate-50 px-3 py-2 text-sm break-words whitespace-pre-line text-slate-800 dark:bg-white/5 dark:text-slate-200">
        {item.isRemoved ? (
          <em>{i18n._(REPORT_CARD_TEXTS.alreadyRemoved)}</em>
        ) : (
          <span data-content>{item.excerpt}</span>
        )}
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
            <li key={index} data-content>
              {note}
            </li>
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
  const { i18n, t } = useLingui();
  const formatDate = useFormatDate();
  if (!item.author)
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">{i18n._(REPORT_CARD_TEXTS.formerMember)}</p>
    );
  const { history } = item;
  const username = item.author.username;
  const upheld = history.upheldReports;
  return (
    <div className="text-sm text-slate-700 dark:text-slate-300">
      <p>
        <CatalogTrans
          id={REPORT_CARD_TEXTS.author.id}
          message={REPORT_CARD_TEXTS.author.message}
          values={{ username, upheld, upheldCount: formatCount(upheld) }}
          components={{
            0: (
              <Link
                to={paths.profile(username)}
                data-content
                className="font-semibold text-brand-700 hover:underline dark:text-brand-200"
              />
            ),
          }}
        />
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
              {entry.reason && (
                <>
                  {' — '}
                  <span data-content>{entry.reason}</span>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
