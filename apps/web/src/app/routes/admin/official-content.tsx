import { useLingui } from '@lingui/react/macro';
import { adminTabHref } from '../../../features/admin/admin-tabs';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { ManageOfficialContent } from '../../../features/official-content/components/manage-official-content';

export function Component() {
  const { t } = useLingui();
  return (
    <AdminPage title={t`Manage Official Content`} backTo={adminTabHref('official-content')}>
      <ManageOfficialContent />
    </AdminPage>
  );
}
