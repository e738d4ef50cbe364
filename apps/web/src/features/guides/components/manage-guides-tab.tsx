import { GUIDE_MESSAGES } from '@haven/shared/guides/messages';
import { ShieldCheck } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/spinner';
import { paths } from '../../../lib/paths';
import { useAdminGuides } from '../api/get-admin-guides';
import { GuidesTable } from './guides-table';

/** The dashboard's Guides section: every guide with its status, and the way to the review page. */
export function ManageGuidesTab() {
  const guides = useAdminGuides();
  return (
    <div className="space-y-5">
      <ButtonLink to={paths.adminGuides}>
        <ShieldCheck aria-hidden="true" className="size-4" />
        Manage Guides
      </ButtonLink>
      {guides.isPending ? (
        <LoadingState label="Loading guides..." />
      ) : guides.isError ? (
        <Alert variant="error">{GUIDE_MESSAGES.loadFailed}</Alert>
      ) : guides.data.items.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">{GUIDE_MESSAGES.noGuides}</p>
      ) : (
        <GuidesTable guides={guides.data.items} caption="Guides" />
      )}
    </div>
  );
}
