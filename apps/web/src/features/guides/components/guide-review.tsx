import type { AdminGuide } from '@haven/shared/guides/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, X } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CARD_CLASSES } from '../../../components/ui/card';
import { LoadingState } from '../../../components/ui/spinner';
import { messageFor } from '../../../lib/api-errors';
import { cn } from '../../../lib/cn';
import { useFormatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useAdminGuides } from '../api/get-admin-guides';
import { useReviewGuide } from '../api/review-guide';
import { GUIDE_TEXTS as GUIDE_MESSAGES } from '../shared-texts';
import { GuidesTable } from './guides-table';

/** /admin/guides: the guides waiting for review with Approve and Reject, then the table of every guide. */
export function GuideReview() {
  const { t } = useLingui();
  const guides = useAdminGuides();
  if (guides.isPending) return <LoadingState label={t`Loading guides...`} />;
  if (guides.isError) return <Alert variant="error">{GUIDE_MESSAGES.loadFailed}</Alert>;
  const pending = guides.data.items.filter(
    (guide) => guide.status !== 'approved' && guide.status !== 'rejected',
  );
  return (
    <div className="space-y-10">
      <section aria-labelledby="pending-guides">
        <h2 id="pending-guides" className="text-xl font-bold text-slate-900 dark:text-white">
          <Trans>Pending Guides ({pending.length})</Trans>
        </h2>
        {pending.length === 0 ? (
          <p className="mt-3 text-slate-600 dark:text-slate-300">
            <Trans>No guides are waiting for review.</Trans>
          </p>
        ) : (
          <ul className="mt-4 space-y-3">
            {pending.map((guide) => (
              <PendingGuide key={guide.id} guide={guide} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="all-guides">
        <h2 id="all-guides" className="text-xl font-bold text-slate-900 dark:text-white">
          <Trans>All Guides ({guides.data.items.length})</Trans>
        </h2>
        <div className="mt-4">
          <GuidesTable guides={guides.data.items} caption={t`All guides`} />
        </div>
      </section>
    </div>
  );
}

function PendingGuide({ guide }: { guide: AdminGuide }) {
  const { t } = useLingui();
  const formatDate = useFormatDate();
  const review = useReviewGuide();
  const decide = (status: Decision) =>
    review.mutate(
      { guideId: guide.id, status },
      {
        onSuccess: () =>
          toast.success(status === 'approved' ? GUIDE_MESSAGES.approved : GUIDE_MESSAGES.rejected),
        onError: (error) => toast.error(messageFor(error, GUIDE_MESSAGES.statusFailed)),
      },
    );
  return (
    <li className={cn(CARD_CLASSES, 'flex flex-col gap-4 p-4 sm:flex-row sm:items-center')}>
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold text-slate-900 dark:text-white">
          <Link data-content to={paths.guide(guide.slug)} className="hover:underline">
            {guide.title}
          </Link>
        </h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          <Trans>By {guide.author?.username ?? t`Unknown`}</Trans> ·{' '}
          <time dateTime={guide.createdAt}>{formatDate(guide.createdAt, 'short')}</time>
        </p>
        {guide.excerpt && (
          <p data-content className="mt-2 line-clamp-2 text-sm text-slate-700 dark:text-slate-300">
            {guide.excerpt}
          </p>
        )}
      </div>
      <div className="flex shrink-0 gap-2">
        <DecisionButton decision="approved" guide={guide} isBusy={review.isPending} onDecide={decide} />
        <DecisionButton decision="rejected" guide={guide} isBusy={review.isPending} onDecide={decide} />
      </div>
    </li>
  );
}

type Decision = 'approved' | 'rejected';

type DecisionButtonProps = {
  decision: Decision;
  guide: AdminGuide;
  /** While a decision is being sent, neither button can send another. */
  isBusy: boolean;
  onDecide: (decision: Decision) => void;
};

/** Approve (the main action) or Reject (the danger action), named after the guide for screen readers. */
function DecisionButton({ decision, guide, isBusy, onDecide }: DecisionButtonProps) {
  const { t } = useLingui();
  const isApprove = decision === 'approved';
  const label = isApprove ? t`Approve` : t`Reject`;
  const Icon = isApprove ? Check : X;
  return (
    <Button
      size="sm"
      variant={isApprove ? 'primary' : 'danger'}
      disabled={isBusy}
      onClick={() => onDecide(decision)}
      aria-label={isApprove ? t`Approve ${guide.title}` : t`Reject ${guide.title}`}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
}
