import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { UnderConstruction } from '../../../components/ui/under-construction';
import { type AdminTabId, findAdminTab } from '../../../features/admin/admin-tabs';
import { AdminDashboardShell } from '../../../features/admin/components/admin-dashboard-shell';
import { ManageHeroes } from '../../../features/heroes/components/manage-heroes';
import { ManageRedeemCodes } from '../../../features/redeem-codes/components/manage-redeem-codes';

/** The section each tab shows; tabs not listed are still being built. */
const SECTIONS: Partial<Record<AdminTabId, ComponentType>> = {
  heroes: ManageHeroes,
  'redeem-codes': ManageRedeemCodes,
};

export function Component() {
  const [searchParams] = useSearchParams();
  const tab = findAdminTab(searchParams.get('tab'));
  const Section = SECTIONS[tab.id] ?? UnderConstruction;
  return (
    <AdminDashboardShell activeTab={tab}>
      <Section />
    </AdminDashboardShell>
  );
}
