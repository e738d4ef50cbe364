import type { PolicyViewer } from '@haven/shared/common/policy-viewer';
import { canVoteGuideHelpful } from '@haven/shared/guides/policies';
import type { Guide } from '@haven/shared/guides/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { Share2, ThumbsUp } from 'lucide-react';
import { ReportControl } from '../../../components/reports/report-control';
import { Button } from '../../../components/ui/button';
import { messageFor } from '../../../lib/api-errors';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { pageUrl, shareLink } from '../../../lib/share-link';
import { toast } from '../../../lib/toast';
import { useVoteGuideHelpful } from '../api/vote-guide-helpful';
import { GUIDE_TEXTS as GUIDE_MESSAGES } from '../shared-texts';

const SHARE_TEXTS = {
  copied: GUIDE_MESSAGES.linkCopied,
  copyFailed: GUIDE_MESSAGES.copyFailed,
  shared: GUIDE_MESSAGES.shared,
  shareFailed: GUIDE_MESSAGES.shareFailed,
};

type GuideActionsProps = { guide: Guide; viewer: PolicyViewer };

/**
 * 'Helpful' (pressed when the member marked it; a visitor is asked to sign in; an author sees no
 * button for their own guide) and Share, for a published guide.
 */
export function GuideActions({ guide, viewer }: GuideActionsProps) {
  const { t } = useLingui();
  const access = { status: guide.status, authorId: guide.author?.id ?? null };
  const canVote = canVoteGuideHelpful(viewer, access);
  const isOwn = viewer !== null && viewer.id === access.authorId;
  if (guide.status !== 'approved') return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {canVote ? (
        <HelpfulButton guide={guide} />
      ) : (
        !isOwn && (
          <Button variant="outline" size="sm" onClick={() => toast.error(GUIDE_MESSAGES.helpfulSignIn)}>
            <ThumbsUp aria-hidden="true" className="size-4" />
            <Trans>Helpful</Trans>
            <span className="tabular-nums">({guide.helpfulCount})</span>
          </Button>
        )
      )}
      <Button
        variant="outline"
        size="sm"
        onClick={() =>
          void shareLink(
            {
              title: guide.title,
              text: t`Read the guide ${guide.title} on Heroes Haven`,
              url: pageUrl(paths.guide(guide.slug)),
            },
            SHARE_TEXTS,
          )
        }
      >
        <Share2 aria-hidden="true" className="size-4" />
        <Trans>Share</Trans>
      </Button>
      <ReportControl
        target={{ targetKind: 'guide', targetId: guide.id, authorId: access.authorId, label: t`guide` }}
        variant="page"
      />
    </div>
  );
}

/** The member's own 'Helpful' mark: pressing it again takes it back. */
function HelpfulButton({ guide }: { guide: Guide }) {
  const vote = useVoteGuideHelpful(guide);
  const isOn = guide.votedHelpful;
  return (
    <Button
      variant="outline"
      size="sm"
      aria-pressed={isOn}
      disabled={vote.isPending}
      onClick={() =>
        vote.mutate(!isOn, {
          onError: (error) => toast.error(messageFor(error, GUIDE_MESSAGES.helpfulFailed)),
        })
      }
      className={cn(
        isOn &&
          'border-brand-600 bg-brand-50 text-brand-800 hover:bg-brand-100 dark:border-brand-400 dark:bg-brand-500/20 dark:text-brand-100 dark:hover:bg-brand-500/30',
      )}
    >
      <ThumbsUp aria-hidden="true" className={cn('size-4', isOn && 'fill-current')} />
      <Trans>Helpful</Trans>
      <span className="tabular-nums">({guide.helpfulCount})</span>
    </Button>
  );
}
