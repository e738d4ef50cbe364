import { PlaceholderPage } from '../../../components/ui/under-construction';
import { RequireUser } from '../../../features/auth/components/guards';
import { paths } from '../../../lib/paths';

export function Component() {
  return (
    <RequireUser redirectTo={paths.publicTeams}>
      <PlaceholderPage title="My Teams" description="Build up to five teams and share them with friends." />
    </RequireUser>
  );
}
