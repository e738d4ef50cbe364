import { MODERATION_ACTIONS, type ModerationAction } from '@haven/shared/moderation/constants';
import type { ModerationLogEntry } from '@haven/shared/moderation/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { AdminList, AdminListToolbar, listStatus } from '../../../components/ui/admin-list';
import { ChoiceSelect } from '../../../components/ui/form-controls';
import { HeaderCell, Table, TableBody, TableHead } from '../../../components/ui/table';
import { useAdminList } from '../../../components/ui/use-admin-list';
import { useModerationLog } from '../api/get-moderation-log';
import { MODERATION_ACTION_TEXTS, moderationTexts } from '../shared-texts';
import { ModerationLogRow } from './moderation-log-row';

const isAction = (value: string): value is ModerationAction =>
  (MODERATION_ACTIONS as readonly string[]).includes(value);

/** The action filter's choices: every action, after '' for all of them. */
const ACTION_CHOICES = ['', ...MODERATION_ACTIONS] as const;

/**
 * The dashboard's Moderation Log: every admin action, newest first, a page at a time, filtered by
 * action (a list) and by admin or member (a press on their name); every filter is in the address.
 * It only reads: entries are never edited or removed.
 */
export function ModerationLog() {
  const { t } = useLingui();
  const list = useAdminList();
  const actionParam = list.filter('action');
  const filters = {
    admin: list.filter('admin'),
    action: isAction(actionParam) ? actionParam : ('' as const),
    member: list.filter('member'),
    page: list.page,
  };
  const log = useModerationLog(filters);
  const items = log.data?.items ?? [];
  const isFiltered = Boolean(filters.admin || filters.action || filters.member);

  return (
    <AdminList
      toolbar={
        <AdminListToolbar>
          <ChoiceSelect
            label={t`Filter by action`}
            value={filters.action}
            choices={ACTION_CHOICES}
            labelOf={(action) => (action === '' ? t`All actions` : t(MODERATION_ACTION_TEXTS[action]))}
            onChange={(action) => list.setFilter('action', action)}
            className="h-11 sm:w-60"
          />
          <FilterChip
            label={t`Admin`}
            clearLabel={t`Show actions of every admin`}
            name={nameOf(items, (entry) => (entry.admin.id === filters.admin ? entry.admin.username : null))}
            isOn={filters.admin !== ''}
            onClear={() => list.setFilter('admin', '')}
          />
          <FilterChip
            label={t`Member`}
            clearLabel={t`Show actions of every member`}
            name={nameOf(items, (entry) =>
              entry.member?.id === filters.member ? entry.member.username : null,
            )}
            isOn={filters.member !== ''}
            onClear={() => list.setFilter('member', '')}
          />
        </AdminListToolbar>
      }
      status={listStatus(log)}
      loadingLabel={moderationTexts.logLoading}
      errorText={moderationTexts.logLoadFailed}
      emptyText={isFiltered ? moderationTexts.logFilteredEmpty : moderationTexts.logEmpty}
      pages={
        log.data && {
          ...log.data,
          page: list.page,
          label: t`Moderation log pages`,
          onPageChange: list.setPage,
        }
      }
    >
      <Table caption={t`Admin actions, newest first`} minWidth="min-w-[36rem]">
        <TableHead>
          <HeaderCell className="hidden md:table-cell">
            <Trans>When</Trans>
          </HeaderCell>
          <HeaderCell>
            <Trans>Admin</Trans>
          </HeaderCell>
          <HeaderCell>
            <Trans>Action</Trans>
          </HeaderCell>
          <HeaderCell>
            <Trans>On whom / what</Trans>
          </HeaderCell>
          <HeaderCell>
            <Trans>Reason</Trans>
          </HeaderCell>
        </TableHead>
        <TableBody>
          {items.map((entry) => (
            <ModerationLogRow key={entry.id} entry={entry} onFilter={list.setFilter} />
          ))}
        </TableBody>
      </Table>
    </AdminList>
  );
}

/** The name a filter stands for, read from the entries it matches. */
function nameOf(
  items: ModerationLogEntry[],
  pick: (entry: ModerationLogEntry) => string | null,
): string | null {
  for (const entry of items) {
    const name = pick(entry);
    if (name) return name;
  }
  return null;
}

type FilterChipProps = {
  label: string;
  /** The name of the button that removes the filter. */
  clearLabel: string;
  name: string | null;
  isOn: boolean;
  onClear: () => void;
};

/** An admin or member filter in force, with the button that removes it. */
function FilterChip({ label, clearLabel, name, isOn, onClear }: FilterChipProps) {
  if (!isOn) return null;
  return (
    <span className="inline-flex h-11 items-center gap-2 rounded-full border border-slate-300 bg-white pr-1 pl-4 text-sm font-semibold text-slate-800 dark:border-white/15 dark:bg-night-900 dark:text-slate-200">
      {name ? (
        <Trans>
          {label}: <span data-content>{name}</span>
        </Trans>
      ) : (
        <Trans>{label}: selected</Trans>
      )}
      <button
        type="button"
        aria-label={clearLabel}
        onClick={onClear}
        className="grid size-9 place-items-center rounded-full hover:bg-slate-100 dark:hover:bg-white/10"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </span>
  );
}
