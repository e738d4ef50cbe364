import {
  DATABASE_CATEGORIES,
  type DatabaseCategory,
  findDatabaseCategory,
} from '@haven/shared/game-database/constants';
import { DATABASE_MESSAGES as M } from '@haven/shared/game-database/messages';
import type { AdminDatabaseListResponse } from '@haven/shared/game-database/schemas';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CARD_CLASSES } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { INPUT_CLASSES } from '../../../components/ui/form-field';
import { Pagination } from '../../../components/ui/pagination';
import { RarityBadge } from '../../../components/ui/rarity-badge';
import { SearchInput } from '../../../components/ui/search-input';
import { LoadingState } from '../../../components/ui/spinner';
import { messageFor } from '../../../lib/api-errors';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDeleteDatabaseEntry } from '../api/delete-database-entry';
import { useAdminDatabaseEntries } from '../api/get-admin-database-entries';
import { useAdminDatabaseEntry } from '../api/get-admin-database-entry';
import { AdminDatabaseEntryForm } from './admin-database-entry-form';
import type { HeroPickerProps } from './admin-related-heroes-field';

type AdminEntry = AdminDatabaseListResponse['items'][number];

/** The editor's state: a new entry (in a category or none yet), or the entry with this id. */
type Editing = { entryId: null; category: DatabaseCategory | null } | { entryId: string } | null;

type ManageGameDatabaseProps = {
  /** The hero picker, rendered by the page (features do not import each other). */
  renderHeroPicker: (props: HeroPickerProps) => ReactNode;
};

const TH = 'px-3 py-2.5 font-semibold';
const TD = 'px-3 py-3 align-middle';

/**
 * The dashboard's Game Database section: a category filter and search over every entry, the
 * table newest change first, and the one editor for adding and editing. `?new={category}` opens
 * the editor on a new entry of that category (the public pages link there when a category is empty).
 */
export function ManageGameDatabase({ renderHeroPicker }: ManageGameDatabaseProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [category, setCategory] = useState<DatabaseCategory | null>(null);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const listKey = `${category ?? ''}\n${debounced}`;
  const [pageState, setPageState] = useState({ listKey: '', page: 1 });
  // A new filter or search starts at page 1.
  const page = pageState.listKey === listKey ? pageState.page : 1;
  const entries = useAdminDatabaseEntries({ category, search: debounced, page });
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<AdminEntry | null>(null);
  const remove = useDeleteDatabaseEntry();
  const addButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // When the editor closes, focus goes back to Add Entry instead of being lost with the panel.
  useEffect(() => {
    if (editing !== null) {
      wasEditing.current = true;
    } else if (wasEditing.current) {
      wasEditing.current = false;
      addButton.current?.focus();
    }
  }, [editing]);

  const requested = searchParams.get('new');
  useEffect(() => {
    if (requested === null) return;
    setEditing({ entryId: null, category: findDatabaseCategory(requested)?.slug ?? null });
    // The address keeps only the tab, so a reload does not open a second new entry.
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('new');
        return next;
      },
      { replace: true },
    );
  }, [requested, setSearchParams]);

  const onDelete = () => {
    if (!toDelete) return;
    const deletedId = toDelete.id;
    remove.mutate(deletedId, {
      onSuccess: () => {
        toast.success(M.deleted);
        setToDelete(null);
        setEditing((current) => (current?.entryId === deletedId ? null : current));
      },
      onError: (error) => toast.error(messageFor(error, M.deleteFailed)),
    });
  };

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <label htmlFor="database-category-filter" className="sr-only">
          Filter by category
        </label>
        <select
          id="database-category-filter"
          value={category ?? ''}
          onChange={(event) => setCategory(findDatabaseCategory(event.target.value)?.slug ?? null)}
          className={cn(INPUT_CLASSES, 'h-11 sm:w-44')}
        >
          <option value="">All categories</option>
          {DATABASE_CATEGORIES.map((option) => (
            <option key={option.slug} value={option.slug}>
              {option.label}
            </option>
          ))}
        </select>
        <SearchInput
          label="Search entries"
          placeholder="Search entries..."
          value={search}
          onChange={setSearch}
          isClearable
          inputClassName="h-11"
          className="flex-1"
        />
        {editing === null && (
          <Button ref={addButton} className="h-11" onClick={() => setEditing({ entryId: null, category })}>
            <Plus aria-hidden="true" className="size-4" />
            Add Entry
          </Button>
        )}
      </div>

      {editing !== null &&
        (editing.entryId === null ? (
          <AdminDatabaseEntryForm
            key={`new-${editing.category ?? ''}`}
            entry={null}
            category={editing.category}
            onDone={() => setEditing(null)}
            renderHeroPicker={renderHeroPicker}
          />
        ) : (
          <EditEntry
            key={editing.entryId}
            entryId={editing.entryId}
            onDone={() => setEditing(null)}
            renderHeroPicker={renderHeroPicker}
          />
        ))}

      {entries.isPending ? (
        <LoadingState label="Loading entries..." className="py-16" />
      ) : entries.isError ? (
        <Alert variant="error">{M.adminLoadFailed}</Alert>
      ) : entries.data.items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center text-sm font-medium text-slate-700 dark:border-white/15 dark:text-slate-300">
          {M.adminEmpty}
        </p>
      ) : (
        <>
          <div className={cn(CARD_CLASSES, 'relative overflow-x-auto')}>
            <table className="w-full min-w-[52rem] text-left text-sm">
              <caption className="sr-only">Game database entries</caption>
              <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase dark:border-white/10 dark:bg-white/5 dark:text-slate-300">
                <tr>
                  <th scope="col" className={TH}>
                    Name
                  </th>
                  <th scope="col" className={TH}>
                    Category
                  </th>
                  <th scope="col" className={TH}>
                    Rarity
                  </th>
                  <th scope="col" className={TH}>
                    Tags
                  </th>
                  <th scope="col" className={TH}>
                    Updated
                  </th>
                  <th scope="col" className={cn(TH, 'text-right')}>
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-white/10">
                {entries.data.items.map((entry) => (
                  <tr key={entry.id}>
                    <td className={cn(TD, 'min-w-56')}>
                      <div className="flex items-center gap-3">
                        <FallbackImage
                          src={entry.imageUrl}
                          alt=""
                          width={40}
                          height={40}
                          className="size-10 shrink-0 rounded-md bg-slate-100 object-cover dark:bg-night-950"
                        />
                        <Link
                          to={paths.databaseEntry(entry.category, entry.slug)}
                          className="font-semibold text-slate-900 hover:underline dark:text-white"
                        >
                          {entry.name}
                        </Link>
                      </div>
                    </td>
                    <td className={cn(TD, 'whitespace-nowrap text-slate-700 dark:text-slate-300')}>
                      {findDatabaseCategory(entry.category)?.label ?? entry.category}
                    </td>
                    <td className={TD}>
                      {entry.rarity ? (
                        <RarityBadge rarity={entry.rarity} />
                      ) : (
                        <span className="text-slate-600 dark:text-slate-400">None</span>
                      )}
                    </td>
                    <td className={cn(TD, 'max-w-64 min-w-40 text-slate-700 dark:text-slate-300')}>
                      {entry.tags.length > 0 ? entry.tags.join(', ') : '—'}
                    </td>
                    <td className={cn(TD, 'whitespace-nowrap text-slate-700 dark:text-slate-300')}>
                      <time dateTime={entry.updatedAt}>{formatDate(entry.updatedAt, 'short')}</time>
                    </td>
                    <td className="px-2 py-2 align-middle">
                      <div className="flex justify-end gap-1">
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={`Edit ${entry.name}`}
                          onClick={() => setEditing({ entryId: entry.id })}
                        >
                          <Pencil aria-hidden="true" className="size-4" />
                          Edit
                        </Button>
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={`Delete ${entry.name}`}
                          className="text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-400/10"
                          onClick={() => setToDelete(entry)}
                        >
                          <Trash2 aria-hidden="true" className="size-4" />
                          Delete
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            label="Database entry pages"
            currentPage={entries.data.page}
            totalPages={entries.data.totalPages}
            onPageChange={(next) => setPageState({ listKey, page: next })}
          />
        </>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title="Delete Entry"
        description={toDelete ? M.deleteConfirm(toDelete.name) : ''}
        isBusy={remove.isPending}
        onConfirm={onDelete}
      />
    </div>
  );
}

type EditEntryProps = {
  entryId: string;
  onDone: () => void;
  renderHeroPicker: (props: HeroPickerProps) => ReactNode;
};

/** Loads the whole entry, then opens the editor on it. */
function EditEntry({ entryId, onDone, renderHeroPicker }: EditEntryProps) {
  const entry = useAdminDatabaseEntry(entryId);
  if (entry.isPending) return <LoadingState label="Loading entry..." className={cn(CARD_CLASSES, 'py-16')} />;
  if (entry.isError) {
    return (
      <div className={cn(CARD_CLASSES, 'space-y-3 p-4')}>
        <Alert variant="error">{M.loadOneFailed}</Alert>
        <Button variant="outline" onClick={onDone}>
          Close
        </Button>
      </div>
    );
  }
  return (
    <AdminDatabaseEntryForm
      entry={entry.data}
      category={entry.data.category}
      onDone={onDone}
      renderHeroPicker={renderHeroPicker}
    />
  );
}
