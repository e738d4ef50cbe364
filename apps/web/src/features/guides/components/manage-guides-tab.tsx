import { Trans, useLingui } from '@lingui/react/macro';
import { ShieldCheck } from 'lucide-react';
import { AdminList, listStatus } from '../../../components/ui/admin-list';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { useAdminGuides } from '../api/get-admin-guides';
import { GUIDE_TEXTS as GUIDE_MESSAGES } from '../shared-texts';
import { GuidesTable } from './guides-table';

/** The dashboard's Guides section: every guide with its status, and the way to the review page. */
export function ManageGuidesTab() {
  const { t } = useLingui();
  const guides = useAdminGuides();
  return (
    <AdminList
      toolbar={
        <ButtonLink to={paths.adminGuides}>
          <ShieldCheck aria-hidden="true" className="size-4" />
          <Trans>Manage Guides</Trans>
        </ButtonLink>
      }
      status={listStatus(guides)}
      loadingLabel={t`Loading guides...`}
      errorText={GUIDE_MESSAGES.loadFailed}
      emptyText={GUIDE_MESSAGES.noGuides}
    >
      <GuidesTable guides={guides.data?.items ?? []} caption={t`Guides`} />
    </AdminList>
  );
}
