import type { RedeemCode } from '@haven/shared/redeem-codes/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, Power, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { AdminList, listStatus } from '../../../components/ui/admin-list';
import { Button } from '../../../components/ui/button';
import { ConfirmActionButton, ConfirmDeleteButton } from '../../../components/ui/confirm-delete-button';
import { EditButton } from '../../../components/ui/edit-button';
import { messageFor } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useDeleteRedeemCode } from '../api/delete-redeem-code';
import { useAdminRedeemCodes } from '../api/get-admin-redeem-codes';
import { useSetRedeemCodeStatus } from '../api/set-redeem-code-status';
import { redeemCodeTexts } from '../shared-texts';
import { RedeemCodeFormModal } from './redeem-code-form-modal';
import { RedeemCodeTable } from './redeem-code-table';

const isUsable = (code: RedeemCode) => code.isActive && !code.isExpired;

/** The admin's codes: Create New Code, the active table and the expired/inactive table, with every action. */
export function ManageRedeemCodes() {
  const { t } = useLingui();
  const codes = useAdminRedeemCodes();
  const [editing, setEditing] = useState<RedeemCode | 'new' | null>(null);
  const setStatus = useSetRedeemCodeStatus();
  const remove = useDeleteRedeemCode();

  const reactivate = (code: RedeemCode) =>
    setStatus.mutate(
      { codeId: code.id, isActive: true },
      {
        onSuccess: () => toast.success(redeemCodeTexts.reactivated),
        onError: (error) => toast.error(messageFor(error, redeemCodeTexts.reactivateFailed)),
      },
    );

  const editButton = (code: RedeemCode) => <EditButton name={code.code} onClick={() => setEditing(code)} />;
  const deleteButton = (code: RedeemCode) => (
    <ConfirmDeleteButton
      aria-label={t`Delete ${code.code}`}
      dialogTitle={t`Delete Redeem Code`}
      description={redeemCodeTexts.deleteConfirm}
      action={() => remove.mutateAsync(code.id)}
      messages={redeemCodeTexts}
    />
  );

  return (
    <AdminList
      toolbar={
        <div className="flex justify-end">
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="size-4" />
            <Trans>Create New Code</Trans>
          </Button>
        </div>
      }
      status={listStatus(codes)}
      loadingLabel={t`Loading redeem codes...`}
      errorText={redeemCodeTexts.loadFailed}
      emptyText={redeemCodeTexts.empty}
      after={<RedeemCodeFormModal editing={editing} onClose={() => setEditing(null)} />}
    >
      <RedeemCodeTable
        title={t`Active Codes`}
        codes={codes.data?.items.filter(isUsable) ?? []}
        emptyText={t`No active codes.`}
        renderActions={(code) => (
          <>
            {editButton(code)}
            <ConfirmActionButton
              dialogTitle={t`Mark Code Inactive`}
              description={redeemCodeTexts.deactivateConfirm}
              confirmLabel={t`Mark Inactive`}
              action={() => setStatus.mutateAsync({ codeId: code.id, isActive: false })}
              doneMessage={redeemCodeTexts.markedInactive}
              failedMessage={redeemCodeTexts.markInactiveFailed}
            >
              <Power aria-hidden="true" className="size-4" />
              <Trans>Mark Inactive</Trans>
              <span data-content className="sr-only">
                {' '}
                {code.code}
              </span>
            </ConfirmActionButton>
            {deleteButton(code)}
          </>
        )}
      />
      <RedeemCodeTable
        title={t`Expired / Inactive Codes`}
        codes={codes.data?.items.filter((code) => !isUsable(code)) ?? []}
        emptyText={t`No expired or inactive codes.`}
        showStatus
        renderActions={(code) => (
          <>
            {editButton(code)}
            {!code.isActive && (
              <Button
                variant="ghost"
                size="sm"
                aria-label={t`Reactivate ${code.code}`}
                disabled={setStatus.isPending}
                onClick={() => reactivate(code)}
              >
                <RotateCcw aria-hidden="true" className="size-4" />
                <Trans>Reactivate</Trans>
              </Button>
            )}
            {deleteButton(code)}
          </>
        )}
      />
    </AdminList>
  );
}
