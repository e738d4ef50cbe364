import { useLingui } from '@lingui/react/macro';
import { LIST_PAGE_CLASSES } from '../../../components/ui/gallery-shell';
import { PageTitle } from '../../../components/ui/page-title';
import { useSession } from '../../../features/auth/api/get-me';
import { HeroPickerModal } from '../../../features/heroes/components/hero-picker-modal';
import { getPublicTeamsQueryOptions } from '../../../features/teams/api/get-public-teams';
import { PublicTeams } from '../../../features/teams/components/public-teams';
import { readPublicTeamsParams } from '../../../features/teams/hooks/use-public-teams-params';
import { getGameModesQueryOptions } from '../../../features/tier-list/api/get-game-modes';
import { withPageQueries } from '../../loader-context';
import { useTeamModes, useTeamViewer } from './team-page-context';

/** On the server, the page of teams the address asks for and the game modes are fetched first. */
export const loader = withPageQueries(null, ({ url, viewer }) => {
  const params = readPublicTeamsParams(url.searchParams);
  // 'Teams I can build' is a member's own list; a visitor's address that asks for it lists every team.
  return [
    getPublicTeamsQueryOptions(viewer === null ? { ...params, build: '' } : params),
    getGameModesQueryOptions(),
  ];
});

export function Component() {
  const { t } = useLingui();
  const viewer = useTeamViewer();
  const { user } = useSession();
  const modes = useTeamModes();
  return (
    <div className={LIST_PAGE_CLASSES}>
      <PageTitle
        title={t`Public Teams`}
        description={t`Browse, search and sort the teams shared by the community.`}
      />
      <PublicTeams
        viewer={viewer}
        modes={modes}
        renderPicker={(props) => <HeroPickerModal {...props} />}
        canBuild={user !== null}
      />
    </div>
  );
}
