import type { TierChange } from '@haven/shared/tier-list/schemas';
import { Link } from 'react-router';
import { CARD_CLASSES } from '../../../components/ui/card';
import { useFormatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { TIER_LIST_TEXTS as M } from '../shared-texts';

/** The editors' latest notes on what changed in this mode, newest first. */
export function ChangeNotes({ changes }: { changes: readonly TierChange[] }) {
  const formatDate = useFormatDate();
  if (changes.length === 0) return null;
  return (
    <section aria-labelledby="tier-changes" className={`${CARD_CLASSES} p-4`}>
      <h2 id="tier-changes" className="text-lg font-semibold text-slate-900 dark:text-white">
        {M.changeNotes}
      </h2>
      <ul className="mt-3 space-y-3">
        {changes.map((change) => (
          <li key={change.id} className="text-sm">
            <p data-content className="whitespace-pre-line text-slate-800 dark:text-slate-100">
              {change.note}
            </p>
            <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
              <time dateTime={change.createdAt}>{formatDate(change.createdAt, 'short')}</time>
              {change.author && (
                <>
                  {' · '}
                  <Link
                    to={paths.profile(change.author.username)}
                    data-content
                    className="underline-offset-2 hover:underline"
                  >
                    {change.author.username}
                  </Link>
                </>
              )}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
