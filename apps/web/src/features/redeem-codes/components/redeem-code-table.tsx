import type { RedeemCode } from '@haven/shared/redeem-codes/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Cell, HeaderCell, Table, TableBody, TableHead } from '../../../components/ui/table';
import { cn } from '../../../lib/cn';
import { useFormatDate } from '../../../lib/dates';

type RedeemCodeTableProps = {
  title: string;
  codes: RedeemCode[];
  emptyText: string;
  /** Adds the Status column (Expired or Inactive). */
  showStatus?: boolean;
  renderActions: (code: RedeemCode) => ReactNode;
};

/** One titled table of the admin's codes with their count: code, rewards, dates and actions. */
export function RedeemCodeTable({
  title,
  codes,
  emptyText,
  showStatus = false,
  renderActions,
}: RedeemCodeTableProps) {
  const { t } = useLingui();
  const formatDate = useFormatDate();
  return (
    <section aria-label={title}>
      <h3 className="text-lg font-bold text-slate-900 dark:text-white">
        {title}{' '}
        <span className="text-sm font-medium text-slate-600 dark:text-slate-400">({codes.length})</span>
      </h3>
      {codes.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{emptyText}</p>
      ) : (
        <Table minWidth="min-w-[40rem]" className="mt-3">
          <TableHead>
            <HeaderCell>
              <Trans>Code</Trans>
            </HeaderCell>
            <HeaderCell>
              <Trans>Rewards</Trans>
            </HeaderCell>
            <HeaderCell>
              <Trans>Expires</Trans>
            </HeaderCell>
            {showStatus && (
              <HeaderCell>
                <Trans>Status</Trans>
              </HeaderCell>
            )}
            <HeaderCell>
              {/* 'Created' has its own context: a guide's Created is feminine in Spanish, a code's is not. */}
              <Trans context="a redeem code's creation date">Created</Trans>
            </HeaderCell>
            <HeaderCell className="text-right">
              <Trans>Actions</Trans>
            </HeaderCell>
          </TableHead>
          <TableBody className="align-top">
            {codes.map((code) => (
              <tr key={code.id}>
                <Cell className="font-mono font-bold text-slate-900 dark:text-white">
                  <span data-content>{code.code}</span>
                </Cell>
                <Cell>
                  <span data-content>{code.rewards}</span>
                  {code.description && (
                    <span data-content className="mt-0.5 block text-xs text-slate-600 dark:text-slate-400">
                      {code.description}
                    </span>
                  )}
                </Cell>
                <Cell className="whitespace-nowrap">{code.expiresAt ?? t`Never`}</Cell>
                {showStatus && (
                  <Cell>
                    <span
                      className={cn(
                        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold',
                        code.isActive
                          ? 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200'
                          : 'bg-slate-200 text-slate-800 dark:bg-white/10 dark:text-slate-200',
                      )}
                    >
                      {code.isActive ? t`Expired` : t`Inactive`}
                    </span>
                  </Cell>
                )}
                <Cell className="whitespace-nowrap">
                  <time dateTime={code.createdAt}>{formatDate(code.createdAt, 'short')}</time>
                </Cell>
                <Cell>
                  <div className="flex justify-end gap-1">{renderActions(code)}</div>
                </Cell>
              </tr>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
