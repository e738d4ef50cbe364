import { LIST_PAGE_CLASSES } from '../../../components/ui/gallery-shell';
import { PageTitle } from '../../../components/ui/page-title';
import { HeroPickerModal } from '../../../features/heroes/components/hero-picker-modal';
import { getPublicTeamsQueryOptions } from '../../../features/teams/api/get-public-teams';
import { PublicTeams } from '../../../features/teams/components/public-teams';
import { readPublicTeamsParams } from '../../../features/teams/hooks/use-public-teams-params';
import { getGameModesQueryOptions } from '../../../features/tier-list/api/get-game-modes';
import { withPageQueries } from '../../loader-context';
import { useTeamModes, useTeamViewer } from './team-page-context';

/** On the server, the page of teams the address asks for and the game modes are fetched first. */
export const loader = withPageQueries(null, ({ url }) => [
  getPublicTeamsQueryOptions(readPublicTeamsParams(url.searchParams)),
  getGameModesQueryOptions(),
]);

export function Component() {
  const viewer = useTeamViewer();
  const modes = useTeamModes();
  return (
    <div className={LIST_PAGE_CLASSES}>
      <PageTitle
        title="Public Teams"
        description="Browse, search and sort the teams shared by the community."
      />
      <PublicTeams viewer={viewer} modes={modes} renderPicker={(props) => <HeroPickerModal {...props} />} />
    </div>
  );
}
