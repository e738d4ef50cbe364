import { adminTabHref } from '../../../features/admin/admin-tabs';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { ManageRedeemCodes } from '../../../features/redeem-codes/components/manage-redeem-codes';

export function Component() {
  return (
    <AdminPage
      title="Manage Redeem Codes"
      backTo={adminTabHref('redeem-codes')}
      afterTitle={<h2 className="sr-only">All Redeem Codes</h2>}
    >
      <ManageRedeemCodes />
    </AdminPage>
  );
}
