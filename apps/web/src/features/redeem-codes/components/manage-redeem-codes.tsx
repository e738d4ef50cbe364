import { REDEEM_CODE_MESSAGES } from '@haven/shared/redeem-codes/constants';
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
import { REDEEM_CODE_TEXTS as TX } from '../shared-texts';
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
        onSuccess: () => toast.success(REDEEM_CODE_MESSAGES.reactivated),
        onError: (error) => toast.error(messageFor(error, REDEEM_CODE_MESSAGES.reactivateFailed)),
      },
    );

  const editButton = (code: RedeemCode) => <EditButton name={code.code} onClick={() => setEditing(code)} />;
  const deleteLabel = (name: string) => t`Delete ${name}`;
  const reactivateLabel = (name: string) => t`Reactivate ${name}`;
  const deleteButton = (code: RedeemCode) => (
    <ConfirmDeleteButton
      aria-label={deleteLabel(code.code)}
      dialogTitle={t`Delete Redeem Code`}
      description={t(TX.deleteConfirm)}
      action={() => remove.mutateAsync(code.id)}
      messages={REDEEM_CODE_MESSAGES}
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
      errorText={t(TX.loadFailed)}
      emptyText={t(TX.empty)}
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
              description={t(TX.deactivateConfirm)}
              confirmLabel={t`Mark Inactive`}
              action={() => setStatus.mutateAsync({ codeId: code.id, isActive: false })}
              doneMessage={REDEEM_CODE_MESSAGES.markedInactive}
              failedMessage={REDEEM_CODE_MESSAGES.markInactiveFailed}
            >
              <Power aria-hidden="true" className="size-4" />
              <Trans>Mark Inactive</Trans>
              <span className="sr-only"> {code.code}</span>
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
                aria-label={reactivateLabel(code.code)}
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
