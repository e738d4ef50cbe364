import { useLingui } from '@lingui/react/macro';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { GuideReview } from '../../../features/guides/components/guide-review';
import { paths } from '../../../lib/paths';

export function Component() {
  const { t } = useLingui();
  return (
    <AdminPage title={t`Guide Review`} backTo={paths.admin}>
      <GuideReview />
    </AdminPage>
  );
}
