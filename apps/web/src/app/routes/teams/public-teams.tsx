import { LIST_PAGE_CLASSES } from '../../../components/ui/gallery-shell';
import { PageTitle } from '../../../components/ui/page-title';
import { PublicTeams } from '../../../features/teams/components/public-teams';

export function Component() {
  return (
    <div className={LIST_PAGE_CLASSES}>
      <PageTitle
        title="Public Teams"
        description="Browse, search and sort the teams shared by the community."
      />
      <PublicTeams />
    </div>
  );
}
