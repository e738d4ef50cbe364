import { REDEEM_CODE_MESSAGES } from '@haven/shared/redeem-codes/constants';
import type { RedeemCode } from '@haven/shared/redeem-codes/schemas';
import { Pencil, Plus, Power, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CARD_CLASSES } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadingState } from '../../../components/ui/spinner';
import { messageFor } from '../../../lib/api-errors';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/dates';
import { toast } from '../../../lib/toast';
import { useDeleteRedeemCode } from '../api/delete-redeem-code';
import { useAdminRedeemCodes } from '../api/get-admin-redeem-codes';
import { useSetRedeemCodeStatus } from '../api/set-redeem-code-status';
import { RedeemCodeFormModal } from './redeem-code-form-modal';

type Confirming = { action: 'deactivate' | 'delete'; code: RedeemCode } | null;

const isUsable = (code: RedeemCode) => code.isActive && !code.isExpired;

/** The admin's codes: Create New Code, the active table and the expired/inactive table, with every action. */
export function ManageRedeemCodes() {
  const codes = useAdminRedeemCodes();
  const [editing, setEditing] = useState<RedeemCode | 'new' | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
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

  const onConfirm = () => {
    if (!confirming) return;
    const done = { onSettled: () => setConfirming(null) };
    if (confirming.action === 'deactivate') {
      setStatus.mutate(
        { codeId: confirming.code.id, isActive: false },
        {
          ...done,
          onSuccess: () => toast.success(REDEEM_CODE_MESSAGES.markedInactive),
          onError: (error) => toast.error(messageFor(error, REDEEM_CODE_MESSAGES.markInactiveFailed)),
        },
      );
    } else {
      remove.mutate(confirming.code.id, {
        ...done,
        onSuccess: () => toast.success(REDEEM_CODE_MESSAGES.deleted),
        onError: (error) => toast.error(messageFor(error, REDEEM_CODE_MESSAGES.deleteFailed)),
      });
    }
  };

  const active = codes.data?.items.filter(isUsable) ?? [];
  const lapsed = codes.data?.items.filter((code) => !isUsable(code)) ?? [];

  return (
    <div className="space-y-8">
      <div className="flex justify-end">
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-4" />
          Create New Code
        </Button>
      </div>
      {codes.isPending ? (
        <LoadingState label="Loading redeem codes..." />
      ) : codes.isError ? (
        <Alert variant="error">{REDEEM_CODE_MESSAGES.loadFailed}</Alert>
      ) : codes.data.items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center text-sm font-medium text-slate-700 dark:border-white/15 dark:text-slate-300">
          {REDEEM_CODE_MESSAGES.empty}
        </p>
      ) : (
        <>
          <CodeTable
            title="Active Codes"
            codes={active}
            emptyText="No active codes."
            renderActions={(code) => (
              <>
                <EditButton code={code} onEdit={setEditing} />
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setConfirming({ action: 'deactivate', code })}
                >
                  <Power aria-hidden="true" className="size-4" />
                  Mark Inactive<span className="sr-only"> {code.code}</span>
                </Button>
                <DeleteButton code={code} onDelete={() => setConfirming({ action: 'delete', code })} />
              </>
            )}
          />
          <CodeTable
            title="Expired / Inactive Codes"
            codes={lapsed}
            emptyText="No expired or inactive codes."
            showStatus
            renderActions={(code) => (
              <>
                <EditButton code={code} onEdit={setEditing} />
                {!code.isActive && (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Reactivate ${code.code}`}
                    disabled={setStatus.isPending}
                    onClick={() => reactivate(code)}
                  >
                    <RotateCcw aria-hidden="true" className="size-4" />
                    Reactivate
                  </Button>
                )}
                <DeleteButton code={code} onDelete={() => setConfirming({ action: 'delete', code })} />
              </>
            )}
          />
        </>
      )}

      <RedeemCodeFormModal editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={confirming?.action === 'deactivate' ? 'Mark Code Inactive' : 'Delete Redeem Code'}
        description={
          confirming?.action === 'deactivate'
            ? REDEEM_CODE_MESSAGES.deactivateConfirm
            : REDEEM_CODE_MESSAGES.deleteConfirm
        }
        confirmLabel={confirming?.action === 'deactivate' ? 'Mark Inactive' : 'Delete'}
        isBusy={setStatus.isPending || remove.isPending}
        onConfirm={onConfirm}
      />
    </div>
  );
}

function EditButton({ code, onEdit }: { code: RedeemCode; onEdit: (code: RedeemCode) => void }) {
  return (
    <Button variant="ghost" size="sm" aria-label={`Edit ${code.code}`} onClick={() => onEdit(code)}>
      <Pencil aria-hidden="true" className="size-4" />
      Edit
    </Button>
  );
}

function DeleteButton({ code, onDelete }: { code: RedeemCode; onDelete: () => void }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={`Delete ${code.code}`}
      className="text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-400/10"
      onClick={onDelete}
    >
      <Trash2 aria-hidden="true" className="size-4" />
      Delete
    </Button>
  );
}

type CodeTableProps = {
  title: string;
  codes: RedeemCode[];
  emptyText: string;
  showStatus?: boolean;
  renderActions: (code: RedeemCode) => React.ReactNode;
};

const TH =
  'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300';
const TD = 'px-4 py-3 align-top text-sm text-slate-700 dark:text-slate-300';

function CodeTable({ title, codes, emptyText, showStatus = false, renderActions }: CodeTableProps) {
  return (
    <section aria-label={title}>
      <h3 className="text-lg font-bold text-slate-900 dark:text-white">
        {title}{' '}
        <span className="text-sm font-medium text-slate-600 dark:text-slate-400">({codes.length})</span>
      </h3>
      {codes.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{emptyText}</p>
      ) : (
        <div className={cn(CARD_CLASSES, 'relative mt-3 overflow-x-auto')}>
          <table className="w-full min-w-[40rem] divide-y divide-slate-200 dark:divide-white/10">
            <thead className="bg-slate-50 dark:bg-white/5">
              <tr>
                <th scope="col" className={TH}>
                  Code
                </th>
                <th scope="col" className={TH}>
                  Rewards
                </th>
                <th scope="col" className={TH}>
                  Expires
                </th>
                {showStatus && (
                  <th scope="col" className={TH}>
                    Status
                  </th>
                )}
                <th scope="col" className={TH}>
                  Created
                </th>
                <th scope="col" className={cn(TH, 'text-right')}>
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-white/10">
              {codes.map((code) => (
                <tr key={code.id}>
                  <td className={cn(TD, 'font-mono font-bold text-slate-900 dark:text-white')}>
                    {code.code}
                  </td>
                  <td className={TD}>
                    {code.rewards}
                    {code.description && (
                      <span className="mt-0.5 block text-xs text-slate-600 dark:text-slate-400">
                        {code.description}
                      </span>
                    )}
                  </td>
                  <td className={cn(TD, 'whitespace-nowrap')}>{code.expiresAt ?? 'Never'}</td>
                  {showStatus && (
                    <td className={TD}>
                      <span
                        className={cn(
                          'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold',
                          code.isActive
                            ? 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200'
                            : 'bg-slate-200 text-slate-800 dark:bg-white/10 dark:text-slate-200',
                        )}
                      >
                        {code.isActive ? 'Expired' : 'Inactive'}
                      </span>
                    </td>
                  )}
                  <td className={cn(TD, 'whitespace-nowrap')}>{formatDate(code.createdAt, 'short')}</td>
                  <td className={TD}>
                    <div className="flex justify-end gap-1">{renderActions(code)}</div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
