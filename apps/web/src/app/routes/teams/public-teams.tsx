import { PageTitle } from '../../../components/ui/page-title';
import { PublicTeams } from '../../../features/teams/components/public-teams';

export function Component() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <PageTitle
        title="Public Teams"
        description="Browse, search and sort the teams shared by the community."
      />
      <PublicTeams />
    </div>
  );
}
