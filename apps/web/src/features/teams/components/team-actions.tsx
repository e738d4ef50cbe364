import type { PolicyViewer } from '@haven/shared/common/policy-viewer';
import { canEditTeam } from '@haven/shared/teams/policies';
import type { Team } from '@haven/shared/teams/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { Copy, CopyPlus, Pencil, Share2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { ReportControl } from '../../../components/reports/report-control';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { messageFor } from '../../../lib/api-errors';
import { paths } from '../../../lib/paths';
import { copyLink, pageUrl, shareLink } from '../../../lib/share-link';
import { toast } from '../../../lib/toast';
import { useCopyTeam } from '../api/copy-team';
import { teamTexts } from '../shared-texts';

type TeamActionsProps = { team: Team; viewer: PolicyViewer | undefined; onEdit: () => void };

/** A team page's buttons: Edit for its owner, 'Copy to My Teams', 'Copy Team URL' and 'Share Team'. */
export function TeamActions({ team, viewer, onEdit }: TeamActionsProps) {
  const { t } = useLingui();
  const copyToMine = useCopyTeam();
  const navigate = useNavigate();
  const texts = {
    copied: teamTexts.copied,
    copyFailed: teamTexts.copyFailed,
    shared: teamTexts.shared,
    shareFailed: teamTexts.shareFailed,
  };
  const url = () => pageUrl(paths.team(team.slug));
  const copyUrl = () => copyLink(url(), texts);
  const share = () =>
    shareLink(
      { title: team.name, text: t`Check out the team ${team.name} on Heroes Haven`, url: url() },
      texts,
    );

  const copyTeam = () => {
    if (viewer === undefined || copyToMine.isPending) return;
    if (viewer === null) {
      toast.error(teamTexts.copySignIn);
      return;
    }
    copyToMine.mutate(team.id, {
      onSuccess: (copy) => {
        toast.success(teamTexts.copiedToMine);
        navigate(paths.team(copy.slug));
      },
      onError: (error) => toast.error(messageFor(error, teamTexts.copyTeamFailed)),
    });
  };

  return (
    <div className="flex flex-wrap gap-2">
      {canEditTeam(viewer ?? null, { ownerId: team.creator?.id ?? null }) && (
        <Button variant="secondary" onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-4" />
          <Trans>Edit Team</Trans>
        </Button>
      )}
      <Button variant="secondary" onClick={copyTeam} disabled={copyToMine.isPending}>
        {copyToMine.isPending ? (
          <Spinner className="size-4" />
        ) : (
          <CopyPlus aria-hidden="true" className="size-4" />
        )}
        <Trans>Copy to My Teams</Trans>
      </Button>
      <Button variant="outline" onClick={() => void copyUrl()}>
        <Copy aria-hidden="true" className="size-4" />
        <Trans>Copy Team URL</Trans>
      </Button>
      <Button onClick={() => void share()}>
        <Share2 aria-hidden="true" className="size-4" />
        <Trans>Share Team</Trans>
      </Button>
      <ReportControl
        target={{ targetKind: 'team', targetId: team.id, authorId: team.creator?.id ?? null, label: 'team' }}
        variant="page"
      />
    </div>
  );
}
