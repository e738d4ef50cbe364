import { useSearchParams } from 'react-router';
import { UnderConstruction } from '../../../components/ui/under-construction';
import { findAdminTab } from '../../../features/admin/admin-tabs';
import { AdminDashboardShell } from '../../../features/admin/components/admin-dashboard-shell';
import { useSession } from '../../../features/auth/api/get-me';
import { ManageGuidesTab } from '../../../features/guides/components/manage-guides-tab';
import { ManageHeroes } from '../../../features/heroes/components/manage-heroes';
import { ManageUsers } from '../../../features/members/components/manage-users';
import { ManageOutfits } from '../../../features/outfits/components/manage-outfits';

export function Component() {
  const [searchParams] = useSearchParams();
  const tab = findAdminTab(searchParams.get('tab'));
  const { user } = useSession();
  return (
    <AdminDashboardShell activeTab={tab}>
      {tab.id === 'heroes' ? (
        <ManageHeroes />
      ) : tab.id === 'users' ? (
        <ManageUsers viewerId={user?.id ?? null} />
      ) : tab.id === 'outfits' ? (
        <ManageOutfits />
      ) : tab.id === 'guides' ? (
        <ManageGuidesTab />
      ) : (
        <UnderConstruction />
      )}
    </AdminDashboardShell>
  );
}
