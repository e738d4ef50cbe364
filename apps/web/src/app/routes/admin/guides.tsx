import { AdminPage } from '../../../features/admin/components/admin-page';
import { GuideReview } from '../../../features/guides/components/guide-review';
import { paths } from '../../../lib/paths';

export function Component() {
  return (
    <AdminPage title="Guide Review" backTo={paths.admin}>
      <GuideReview />
    </AdminPage>
  );
}
