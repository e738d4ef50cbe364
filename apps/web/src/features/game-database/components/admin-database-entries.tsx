import {
  DATABASE_CATEGORY_SLUGS,
  type DatabaseCategory,
  findDatabaseCategory,
} from '@haven/shared/game-database/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AdminList, AdminListSearch, AdminListToolbar, listStatus } from '../../../components/ui/admin-list';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CARD_CLASSES } from '../../../components/ui/card';
import { ChoiceSelect } from '../../../components/ui/form-controls';
import { LoadingState } from '../../../components/ui/spinner';
import { LanguageTabs } from '../../../components/ui/translation-form';
import { useAdminList } from '../../../components/ui/use-admin-list';
import { cn } from '../../../lib/cn';
import { useAdminDatabaseEntries } from '../api/get-admin-database-entries';
import { useAdminDatabaseEntry } from '../api/get-admin-database-entry';
import { categoryLabelText } from '../category-texts';
import { DATABASE_TEXTS as M } from '../shared-texts';
import { AdminDatabaseEntryForm } from './admin-database-entry-form';
import { AdminDatabaseTable } from './admin-database-table';
import { AdminEntryTranslation } from './admin-entry-translation';
import type { HeroPickerProps } from './admin-related-heroes-field';

/** The category filter's choices: every category, after '' for all of them. */
const CATEGORY_CHOICES = ['', ...DATABASE_CATEGORY_SLUGS] as const;

/** The editor's state: a new entry (in a category or none yet), or the entry with this id. */
type Editing = { entryId: null; category: DatabaseCategory | null } | { entryId: string } | null;

type ManageGameDatabaseProps = {
  /** The hero picker, rendered by the page (features do not import each other). */
  renderHeroPicker: (props: HeroPickerProps) => ReactNode;
};

/**
 * The editor's state. When the editor closes, focus goes back to Add Entry instead of being lost
 * with the panel. `?new={category}` opens it on a new entry of that category (the public pages
 * link there when a category is empty), then leaves the address, so a reload opens nothing.
 */
function useEntryEditor() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [editing, setEditing] = useState<Editing>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

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
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('new');
        return next;
      },
      { replace: true },
    );
  }, [requested, setSearchParams]);

  return { editing, setEditing, addButton };
}

/**
 * The dashboard's Game Database section: a category filter and search over every entry, the
 * table newest change first, and the one editor for adding and editing.
 */
export function ManageGameDatabase({ renderHeroPicker }: ManageGameDatabaseProps) {
  const { t } = useLingui();
  const list = useAdminList();
  const category = findDatabaseCategory(list.filter('category'))?.slug ?? null;
  const entries = useAdminDatabaseEntries({ category, search: list.search, page: list.page });
  const { editing, setEditing, addButton } = useEntryEditor();
  const close = () => setEditing(null);

  return (
    <AdminList
      toolbar={
        <AdminListToolbar>
          <ChoiceSelect
            label={t`Filter by category`}
            value={category ?? ''}
            choices={CATEGORY_CHOICES}
            labelOf={(slug) => (slug ? categoryLabelText(slug) : t`All categories`)}
            onChange={(slug) => list.setFilter('category', slug)}
            className="h-11 sm:w-44"
          />
          <AdminListSearch list={list} label={t`Search entries`} placeholder={t`Search entries...`} />
          {editing === null && (
            <Button ref={addButton} className="h-11" onClick={() => setEditing({ entryId: null, category })}>
              <Plus aria-hidden="true" className="size-4" />
              <Trans>Add Entry</Trans>
            </Button>
          )}
        </AdminListToolbar>
      }
      above={
        editing !== null &&
        (editing.entryId === null ? (
          <AdminDatabaseEntryForm
            key={`new-${editing.category ?? ''}`}
            entry={null}
            category={editing.category}
            onDone={close}
            renderHeroPicker={renderHeroPicker}
          />
        ) : (
          <EditEntry
            key={editing.entryId}
            entryId={editing.entryId}
            onDone={close}
            renderHeroPicker={renderHeroPicker}
          />
        ))
      }
      status={listStatus(entries)}
      loadingLabel={t`Loading entries...`}
      errorText={M.adminLoadFailed}
      emptyText={M.adminEmpty}
      pages={
        entries.data && {
          ...entries.data,
          page: list.page,
          label: t`Database entry pages`,
          onPageChange: list.setPage,
        }
      }
    >
      <AdminDatabaseTable
        entries={entries.data?.items ?? []}
        onEdit={(entryId) => setEditing({ entryId })}
        onDeleted={(deletedId) => setEditing((current) => (current?.entryId === deletedId ? null : current))}
      />
    </AdminList>
  );
}

type EditEntryProps = {
  entryId: string;
  onDone: () => void;
  renderHeroPicker: (props: HeroPickerProps) => ReactNode;
};

/** Loads the whole entry, then opens the editor on it. */
function EditEntry({ entryId, onDone, renderHeroPicker }: EditEntryProps) {
  const { t } = useLingui();
  const entry = useAdminDatabaseEntry(entryId);
  if (entry.isPending)
    return <LoadingState label={t`Loading entry...`} className={cn(CARD_CLASSES, 'py-16')} />;
  if (entry.isError) {
    return (
      <div className={cn(CARD_CLASSES, 'space-y-3 p-4')}>
        <Alert variant="error">{M.loadOneFailed}</Alert>
        <Button variant="outline" onClick={onDone}>
          <Trans>Close</Trans>
        </Button>
      </div>
    );
  }
  const data = entry.data;
  return (
    <LanguageTabs
      label={t`Language of the entry's texts`}
      english={
        <AdminDatabaseEntryForm
          entry={data}
          category={data.category}
          onDone={onDone}
          renderHeroPicker={renderHeroPicker}
        />
      }
      translation={(language) => <AdminEntryTranslation entry={data} language={language} />}
    />
  );
}
