import type { AdminDatabaseListResponse } from '@haven/shared/game-database/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Thumbnail } from '../../../components/ui/card-image';
import { ConfirmDeleteButton } from '../../../components/ui/confirm-delete-button';
import { EditButton } from '../../../components/ui/edit-button';
import { RarityBadge } from '../../../components/ui/rarity-badge';
import { ActionsCell, Cell, HeaderCell, Table, TableBody, TableHead } from '../../../components/ui/table';
import { useFormatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { useDeleteDatabaseEntry } from '../api/delete-database-entry';
import { categoryLabelText } from '../category-texts';
import { DATABASE_TEXTS as M } from '../shared-texts';

type AdminEntry = AdminDatabaseListResponse['items'][number];

type AdminDatabaseTableProps = {
  entries: readonly AdminEntry[];
  onEdit: (entryId: string) => void;
  /** Called with the id of an entry once it is deleted. */
  onDeleted: (entryId: string) => void;
};

/** The admin's entries: name and picture, category, rarity, tags, last change, Edit and Delete. */
export function AdminDatabaseTable({ entries, onEdit, onDeleted }: AdminDatabaseTableProps) {
  const { t } = useLingui();
  const formatDate = useFormatDate();
  const remove = useDeleteDatabaseEntry();
  return (
    <Table caption={t`Game database entries`} minWidth="min-w-[52rem]">
      <TableHead columns={[t`Name`, t`Category`, t`Rarity`, t`Tags`, t`Updated`]}>
        <HeaderCell className="text-right">
          <Trans>Actions</Trans>
        </HeaderCell>
      </TableHead>
      <TableBody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <Cell className="min-w-56">
              <div className="flex items-center gap-3">
                <Thumbnail src={entry.imageUrl} size={40} className="shrink-0 rounded-md" />
                <Link
                  data-content
                  to={paths.databaseEntry(entry.category, entry.slug)}
                  className="font-semibold text-slate-900 hover:underline dark:text-white"
                >
                  {entry.name}
                </Link>
              </div>
            </Cell>
            <Cell className="whitespace-nowrap">{categoryLabelText(entry.category)}</Cell>
            <Cell>
              {entry.rarity ? (
                <RarityBadge rarity={entry.rarity} />
              ) : (
                <span className="text-slate-600 dark:text-slate-400">
                  <Trans>None</Trans>
                </span>
              )}
            </Cell>
            <Cell className="max-w-64 min-w-40">
              <span data-content>{entry.tags.length > 0 ? entry.tags.join(', ') : '—'}</span>
            </Cell>
            <Cell className="whitespace-nowrap">
              <time dateTime={entry.updatedAt}>{formatDate(entry.updatedAt, 'short')}</time>
            </Cell>
            <ActionsCell>
              <EditButton name={entry.name} onClick={() => onEdit(entry.id)} />
              <ConfirmDeleteButton
                aria-label={t`Delete ${entry.name}`}
                dialogTitle={t`Delete Entry`}
                description={M.deleteConfirm(entry.name)}
                action={() => remove.mutateAsync(entry.id)}
                messages={M}
                onDone={() => onDeleted(entry.id)}
              />
            </ActionsCell>
          </tr>
        ))}
      </TableBody>
    </Table>
  );
}
