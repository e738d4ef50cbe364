import type { PolicyViewer } from '@haven/shared/common/policy-viewer';
import { TEAM_MESSAGES } from '@haven/shared/teams/messages';
import { canEditTeam } from '@haven/shared/teams/policies';
import type { Team } from '@haven/shared/teams/schemas';
import { Copy, CopyPlus, Pencil, Share2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { messageFor } from '../../../lib/api-errors';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useCopyTeam } from '../api/copy-team';

type TeamActionsProps = { team: Team; viewer: PolicyViewer | undefined; onEdit: () => void };

/** A team page's buttons: Edit for its owner, 'Copy to My Teams', 'Copy Team URL' and 'Share Team'. */
export function TeamActions({ team, viewer, onEdit }: TeamActionsProps) {
  const copyToMine = useCopyTeam();
  const navigate = useNavigate();
  const url = () => new URL(paths.team(team.slug), window.location.origin).toString();

  const copyUrl = async () => {
    try {
      await navigator.clipboard.writeText(url());
      toast.success(TEAM_MESSAGES.copied);
    } catch {
      toast.error(TEAM_MESSAGES.copyFailed);
    }
  };

  const share = async () => {
    if (typeof navigator.share !== 'function') {
      await copyUrl();
      return;
    }
    try {
      await navigator.share({
        title: team.name,
        text: `Check out the team ${team.name} on Heroes Haven`,
        url: url(),
      });
      toast.success(TEAM_MESSAGES.shared);
    } catch (error) {
      // The person closed the share sheet: nothing went wrong.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toast.error(TEAM_MESSAGES.shareFailed);
    }
  };

  const copyTeam = () => {
    if (viewer === undefined || copyToMine.isPending) return;
    if (viewer === null) {
      toast.error(TEAM_MESSAGES.copySignIn);
      return;
    }
    copyToMine.mutate(team.id, {
      onSuccess: (copy) => {
        toast.success(TEAM_MESSAGES.copiedToMine);
        navigate(paths.team(copy.slug));
      },
      onError: (error) => toast.error(messageFor(error, TEAM_MESSAGES.copyTeamFailed)),
    });
  };

  return (
    <div className="flex flex-wrap gap-2">
      {canEditTeam(viewer ?? null, { ownerId: team.creator?.id ?? null }) && (
        <Button variant="secondary" onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit Team
        </Button>
      )}
      <Button variant="secondary" onClick={copyTeam} disabled={copyToMine.isPending}>
        {copyToMine.isPending ? (
          <Spinner className="size-4" />
        ) : (
          <CopyPlus aria-hidden="true" className="size-4" />
        )}
        Copy to My Teams
      </Button>
      <Button variant="outline" onClick={() => void copyUrl()}>
        <Copy aria-hidden="true" className="size-4" />
        Copy Team URL
      </Button>
      <Button onClick={() => void share()}>
        <Share2 aria-hidden="true" className="size-4" />
        Share Team
      </Button>
    </div>
  );
}
