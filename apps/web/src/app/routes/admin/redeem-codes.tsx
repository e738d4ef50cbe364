import { Trans, useLingui } from '@lingui/react/macro';
import { adminTabHref } from '../../../features/admin/admin-tabs';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { ManageRedeemCodes } from '../../../features/redeem-codes/components/manage-redeem-codes';

export function Component() {
  const { t } = useLingui();
  return (
    <AdminPage
      title={t`Manage Redeem Codes`}
      backTo={adminTabHref('redeem-codes')}
      afterTitle={
        <h2 className="sr-only">
          <Trans>All Redeem Codes</Trans>
        </h2>
      }
    >
      <ManageRedeemCodes />
    </AdminPage>
  );
}
