import { Trans, useLingui } from '@lingui/react/macro';
import { RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { AdminList, AdminListSearch, AdminListToolbar, listStatus } from '../../../components/ui/admin-list';
import { Button } from '../../../components/ui/button';
import { HeaderCell, Table, TableBody, TableHead } from '../../../components/ui/table';
import { useAdminList } from '../../../components/ui/use-admin-list';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useAdminOutfits } from '../api/get-admin-outfits';
import { outfitTexts } from '../shared-texts';
import { ScanButton, ScanStatus } from './outfit-scan';
import { OutfitEditRow, OutfitViewRow } from './outfit-table-rows';

/** The dashboard's Outfits section: search, Scan Directories, Refresh, and the table with inline edits. */
export function ManageOutfits() {
  const { t } = useLingui();
  const list = useAdminList();
  const outfits = useAdminOutfits({ search: list.search, page: list.page });
  const [editingId, setEditingId] = useState<string | null>(null);
  const [scan, setScan] = useState<{ id: string | null; error: string }>({ id: null, error: '' });

  // A failed load says so once per failure, as a toast and in place of the table.
  useEffect(() => {
    if (outfits.isError) toast.error(outfitTexts.adminLoadFailed);
  }, [outfits.isError]);

  const refresh = () => {
    void outfits.refetch().then((result) => {
      if (result.isError) toast.error(outfitTexts.adminLoadFailed);
    });
  };

  return (
    <AdminList
      toolbar={
        <AdminListToolbar>
          <AdminListSearch list={list} label={t`Search outfits`} placeholder={t`Search outfits...`} />
          <div className="flex gap-2">
            <ScanButton scanId={scan.id} onStarted={(id, error) => setScan({ id, error })} />
            <Button variant="outline" className="h-11" onClick={refresh} disabled={outfits.isFetching}>
              <RefreshCw aria-hidden="true" className={cn('size-4', outfits.isFetching && 'animate-spin')} />
              <Trans>Refresh</Trans>
            </Button>
          </div>
        </AdminListToolbar>
      }
      above={<ScanStatus scanId={scan.id} error={scan.error} />}
      status={listStatus(outfits)}
      loadingLabel={t`Loading outfits...`}
      errorText={outfitTexts.adminLoadFailed}
      emptyText={outfitTexts.adminEmpty}
      pages={
        outfits.data && {
          ...outfits.data,
          page: list.page,
          label: t`Outfit table pages`,
          onPageChange: list.setPage,
        }
      }
    >
      <Table caption={t`Outfits`} minWidth="min-w-[48rem]">
        <TableHead columns={[t`ID`, t`Image`, t`Name`, t`Folder`, t`Description`]}>
          <HeaderCell srOnly>
            <Trans>Actions</Trans>
          </HeaderCell>
        </TableHead>
        <TableBody className="align-top">
          {outfits.data?.items.map((outfit) =>
            editingId === outfit.id ? (
              <OutfitEditRow key={outfit.id} outfit={outfit} onDone={() => setEditingId(null)} />
            ) : (
              <OutfitViewRow key={outfit.id} outfit={outfit} onEdit={() => setEditingId(outfit.id)} />
            ),
          )}
        </TableBody>
      </Table>
    </AdminList>
  );
}
