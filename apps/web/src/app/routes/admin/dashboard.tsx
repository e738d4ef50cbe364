import { useSearchParams } from 'react-router';
import { UnderConstruction } from '../../../components/ui/under-construction';
import { findAdminTab } from '../../../features/admin/admin-tabs';
import { AdminDashboardShell } from '../../../features/admin/components/admin-dashboard-shell';
import { ManageGuidesTab } from '../../../features/guides/components/manage-guides-tab';
import { ManageHeroes } from '../../../features/heroes/components/manage-heroes';

export function Component() {
  const [searchParams] = useSearchParams();
  const tab = findAdminTab(searchParams.get('tab'));
  return (
    <AdminDashboardShell activeTab={tab}>
      {tab.id === 'heroes' ? (
        <ManageHeroes />
      ) : tab.id === 'guides' ? (
        <ManageGuidesTab />
      ) : (
        <UnderConstruction />
      )}
    </AdminDashboardShell>
  );
}
