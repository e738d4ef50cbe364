import { useLingui } from '@lingui/react/macro';
import { adminTabHref } from '../../../features/admin/admin-tabs';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { ContactInbox } from '../../../features/contact/components/contact-inbox';

export function Component() {
  const { t } = useLingui();
  return (
    <AdminPage title={t`Contact Messages`} backTo={adminTabHref('messages')}>
      <ContactInbox />
    </AdminPage>
  );
}
