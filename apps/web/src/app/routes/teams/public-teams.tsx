import { LIST_PAGE_CLASSES } from '../../../components/ui/gallery-shell';
import { PageTitle } from '../../../components/ui/page-title';
import { HeroPickerModal } from '../../../features/heroes/components/hero-picker-modal';
import { PublicTeams } from '../../../features/teams/components/public-teams';
import { useTeamModes, useTeamViewer } from './team-page-context';

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
