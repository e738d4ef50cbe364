import type { PolicyViewer } from '@haven/shared/common/policy-viewer';
import { MODERATION_MESSAGES } from '@haven/shared/moderation/messages';
import { canSeeReportControl } from '@haven/shared/reports/policies';
import { Trans, useLingui } from '@lingui/react/macro';
import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CommentActionButton } from '../../../components/comments/comment-action-button';
import type { ReportControlProps } from '../../../components/reports/report-control';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';

// The dialog (its form and checks) loads on the first press, keeping it out of every page's first download.
const ReportDialog = lazy(() =>
  import('./report-dialog').then((module) => ({ default: module.ReportDialog })),
);

type ReportButtonProps = ReportControlProps & { viewer: PolicyViewer };

/**
 * Report: opens the report dialog for a member; a visitor is sent to sign in and brought back.
 * Nobody sees it on their own content.
 */
export function ReportButton({ target, variant, viewer }: ReportButtonProps) {
  const { t } = useLingui();
  const targetLabel = target.label;
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  if (!canSeeReportControl(viewer, target)) return null;

  const press = () => {
    if (!viewer) {
      toast.error(MODERATION_MESSAGES.reportSignIn);
      void navigate(paths.login, { state: { from: location } });
      return;
    }
    setHasOpened(true);
    setIsOpen(true);
  };

  return (
    <>
      {variant === 'comment' ? (
        <CommentActionButton
          icon={Flag}
          label={t`Report`}
          ariaLabel={t`Report ${targetLabel}`}
          onClick={press}
        />
      ) : (
        <Button size="sm" variant="outline" aria-label={t`Report ${targetLabel}`} onClick={press}>
          <Flag aria-hidden="true" className="size-4" />
          <Trans>Report</Trans>
        </Button>
      )}
      {viewer && hasOpened && (
        <Suspense fallback={null}>
          <ReportDialog target={target} open={isOpen} onOpenChange={setIsOpen} />
        </Suspense>
      )}
    </>
  );
}
