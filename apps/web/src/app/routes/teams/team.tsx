import { CARD_SIZE, teamCardPath } from '@haven/shared/common/preview-cards';
import { REPORT_MESSAGES } from '@haven/shared/reports/messages';
import type { TeamPage } from '@haven/shared/teams/schemas';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SearchX, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { arrivalThreadPage } from '../../../components/comments/use-linked-comment';
import { Button, ButtonLink } from '../../../components/ui/button';
import { DetailPageTitle } from '../../../components/ui/detail-page-title';
import { StatusPage } from '../../../components/ui/status-page';
import { useSession } from '../../../features/auth/api/get-me';
import { getCommunityCommentsQueryOptions } from '../../../features/community-comments/api/get-community-comments';
import { CommunityComments } from '../../../features/community-comments/components/community-comments';
import { HeroPickerModal } from '../../../features/heroes/components/hero-picker-modal';
import { getTeamQueryOptions, useTeam } from '../../../features/teams/api/get-team';
import { TeamBuilder } from '../../../features/teams/components/team-builder';
import { TeamPageSkeleton } from '../../../features/teams/components/team-page-skeleton';
import { TeamView } from '../../../features/teams/components/team-view';
import { teamTexts } from '../../../features/teams/shared-texts';
import { getGameModesQueryOptions } from '../../../features/tier-list/api/get-game-modes';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { mainQueryLoader, withPageQueries } from '../../loader-context';
import { useTeamModes, useTeamViewer } from './team-page-context';

/** An unknown team is announced, then the member is taken to their teams after this long. */
const NOT_FOUND_REDIRECT_MS = 3_000;

/**
 * The server answers 404 for a team that does not exist (or is not shown to this viewer), and
 * fetches the game modes and the team's comments with it.
 */
export const loader = withPageQueries(
  mainQueryLoader(({ slug = '' }) => getTeamQueryOptions(slug)),
  ({ params: { slug = '' }, url, queryClient }) => {
    const team = queryClient.getQueryData(getTeamQueryOptions(slug).queryKey);
    if (!team) return [];
    return [
      getGameModesQueryOptions(),
      getCommunityCommentsQueryOptions({ kind: 'team', id: team.id }, arrivalThreadPage(url)),
    ];
  },
);

const TEAM_TRAIL = [
  { label: msg`Home`, to: paths.home },
  { label: msg`Public Teams`, to: paths.publicTeams },
];

export function Component() {
  const { slug = '' } = useParams();
  const team = useTeam(slug);
  const { user } = useSession();
  const { t } = useLingui();

  if (team.isPending) return <TeamPageSkeleton />;
  if (team.isError) {
    if (team.error instanceof ApiError && team.error.status === 404)
      return <TeamNotFound isRemoved={team.error.message === REPORT_MESSAGES.removedItem} />;
    return (
      <StatusPage
        icon={TriangleAlert}
        tone="warning"
        title={teamTexts.loadFailed}
        actions={
          <Button onClick={() => void team.refetch()}>
            <Trans>Try Again</Trans>
          </Button>
        }
      />
    );
  }
  const heroNames = team.data.heroes.map((h) => h.hero?.name ?? teamTexts.unknownHeroName).join(', ');
  const teamName = team.data.name;
  const creator = team.data.creator?.username;
  return (
    <div className="mx-auto w-full max-w-4xl space-y-8 px-4 py-8 sm:px-6 sm:py-10">
      <DetailPageTitle
        title={team.data.name}
        description={creator ? t`A team by ${creator} of ${heroNames}.` : t`A team of ${heroNames}.`}
        image={{ src: teamCardPath(team.data), alt: t`The formation of ${teamName}`, ...CARD_SIZE }}
        breadcrumb={{
          trail: TEAM_TRAIL.map((step) => ({ ...step, label: t(step.label) })),
          current: teamName,
        }}
        isNoIndex={team.data.visibility !== 'public'}
      />
      <TeamPageBody key={team.data.id} team={team.data} />
      <CommunityComments kind="team" id={team.data.id} viewer={user} />
    </div>
  );
}

/** The team, or its owner's edit form in its place. */
function TeamPageBody({ team }: { team: TeamPage }) {
  const viewer = useTeamViewer();
  const modes = useTeamModes();
  const [isEditing, setIsEditing] = useState(false);
  if (isEditing) {
    return (
      <TeamBuilder
        team={team}
        modes={modes}
        onSaved={() => setIsEditing(false)}
        onCancel={() => setIsEditing(false)}
        renderPicker={(props) => <HeroPickerModal {...props} canFilterOwned />}
      />
    );
  }
  return <TeamView team={team} viewer={viewer} onEdit={() => setIsEditing(true)} />;
}

/** A team that is gone (or that a moderator removed, which it says) leads back to the teams. */
function TeamNotFound({ isRemoved }: { isRemoved: boolean }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  useEffect(() => {
    toast.error(teamTexts.notFound);
    const timer = window.setTimeout(() => navigate(paths.myTeams, { replace: true }), NOT_FOUND_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <StatusPage
      icon={SearchX}
      tone="brand"
      title={teamTexts.notFoundTitle}
      description={
        isRemoved
          ? t`This was removed by a moderator. Taking you to the teams…`
          : t`This team may have been deleted. Taking you to the teams…`
      }
      actions={
        <ButtonLink to={paths.myTeams}>
          <Trans>Go to Teams</Trans>
        </ButtonLink>
      }
    />
  );
}
