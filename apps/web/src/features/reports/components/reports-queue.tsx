import { useLingui } from '@lingui/react/macro';
import { ShieldCheck } from 'lucide-react';
import { AdminList, listStatus } from '../../../components/ui/admin-list';
import { useAdminList } from '../../../components/ui/use-admin-list';
import { useReportQueue } from '../api/get-report-queue';
import { reportTexts } from '../shared-texts';
import { ReportedItemCard } from './reported-item-card';

/** The Reports tab: reported items waiting for review, newest report first, a page at a time. */
export function ReportsQueue() {
  const { t } = useLingui();
  const list = useAdminList();
  const queue = useReportQueue(list.page);
  return (
    <AdminList
      status={listStatus(queue)}
      loadingLabel={t`Loading reports...`}
      errorText={reportTexts.queueLoadFailed}
      emptyText={reportTexts.queueEmpty}
      emptyIcon={ShieldCheck}
      {...(queue.data
        ? {
            pages: {
              page: queue.data.page,
              totalPages: queue.data.totalPages,
              label: t`Reports pages`,
              onPageChange: list.setPage,
            },
          }
        : {})}
    >
      <ul className="space-y-4">
        {queue.data?.items.map((item) => (
          <li key={item.id}>
            <ReportedItemCard item={item} />
          </li>
        ))}
      </ul>
    </AdminList>
  );
}
