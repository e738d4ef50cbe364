import { adminTabHref } from '../../../features/admin/admin-tabs';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { ManageOfficialContent } from '../../../features/official-content/components/manage-official-content';

export function Component() {
  return (
    <AdminPage title="Manage Official Content" backTo={adminTabHref('official-content')}>
      <ManageOfficialContent />
    </AdminPage>
  );
}
