import { Trans } from '@lingui/react/macro';
import { cn } from '../../../lib/cn';

const STYLES: Record<string, string> = {
  approved: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-200',
  rejected: 'bg-red-100 text-red-800 dark:bg-red-400/15 dark:text-red-200',
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200',
};

/** A guide's review status; an unknown status looks like pending. */
export function GuideStatusBadge({ status }: { status: string }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize',
        STYLES[status] ?? STYLES.pending,
      )}
    >
      {status === 'approved' ? (
        <Trans>approved</Trans>
      ) : status === 'rejected' ? (
        <Trans>rejected</Trans>
      ) : (
        <Trans>pending</Trans>
      )}
    </span>
  );
}
