import {
  DATABASE_MESSAGES,
  DATABASE_PAGE_SIZE,
  DATABASE_SORTS,
  type DatabaseCategoryInfo,
  type DatabaseListResponse,
  type DatabaseSort,
  RARITIES,
  type Rarity,
} from '@haven/shared';
import { BookOpen, Plus } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { DebouncedSearchInput } from '../../../components/ui/debounced-search-input';
import { INPUT_CLASSES } from '../../../components/ui/form-field';
import { Pagination } from '../../../components/ui/pagination';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { useDatabaseEntries } from '../api/get-database-entries';
import { useDatabaseListParams } from '../hooks/use-database-list-params';
import { DatabaseEntryCard, DatabaseEntryCardSkeleton } from './database-entry-card';

/** The search waits this long after the last keystroke before it asks the server. */
/** Cards in the first rows load at once; the rest as they scroll into view. */
const EAGER_CARDS = 4;

const SORT_LABELS: Record<DatabaseSort, string> = { name: 'Name', rarity: 'Rarity' };

const GRID_CLASSES = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4';

type DatabaseGalleryProps = {
  category: DatabaseCategoryInfo;
  /** Admins are offered to add the first entry of an empty category. */
  canAdd: boolean;
};

/** A category's entries: search, rarity and tag filters, sort, the count, the grid and its pages. */
export function DatabaseGallery({ category, canAdd }: DatabaseGalleryProps) {
  const { params, changeFilters, pageHref, isFiltered } = useDatabaseListParams(category.slug);
  const entries = useDatabaseEntries(category.slug, params);
  const resultsRef = useRef<HTMLDivElement>(null);

  // A new page scrolls back to the top of the grid (not on first render).
  const shownPage = useRef(params.page);
  useEffect(() => {
    if (shownPage.current === params.page) return;
    shownPage.current = params.page;
    const top = resultsRef.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) resultsRef.current?.scrollIntoView({ block: 'start' });
  }, [params.page]);

  // The tag in the address stays offered even before (or without) the category's tag list.
  const tags = entries.data?.allTags ?? [];
  const tagOptions = params.tag && !tags.includes(params.tag) ? [params.tag, ...tags] : tags;

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
        <DebouncedSearchInput
          label={`Search ${category.label}`}
          placeholder={`Search ${category.label}...`}
          value={params.search}
          // Starting a search adds a history entry (Back clears it); refining it replaces that entry.
          onSearch={(search) => changeFilters({ search }, { replace: params.search !== '' && search !== '' })}
        />
        <div className="grid grid-cols-3 gap-2 sm:gap-3 lg:flex">
          <SelectField
            label="Rarity"
            value={params.rarity}
            onChange={(rarity) => changeFilters({ rarity: rarity as Rarity | '' })}
          >
            <option value="">All</option>
            {RARITIES.map((rarity) => (
              <option key={rarity} value={rarity}>
                {rarity}
              </option>
            ))}
          </SelectField>
          <SelectField label="Tag" value={params.tag} onChange={(tag) => changeFilters({ tag })}>
            <option value="">All</option>
            {tagOptions.map((tag) => (
              <option key={tag} value={tag}>
                {tag}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Sort by"
            value={params.sort}
            onChange={(sort) => changeFilters({ sort: sort as DatabaseSort })}
          >
            {DATABASE_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </SelectField>
        </div>
      </div>

      <div ref={resultsRef} className="scroll-mt-24 space-y-4">
        {entries.isPending ? (
          <div role="status" aria-label={`Loading ${category.label}`} className="space-y-4">
            <p className="h-5" />
            <ul className={GRID_CLASSES}>
              {Array.from({ length: DATABASE_PAGE_SIZE }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <li key={index}>
                  <DatabaseEntryCardSkeleton />
                </li>
              ))}
            </ul>
          </div>
        ) : entries.isError ? (
          <Alert variant="error">
            <p className="font-semibold">{DATABASE_MESSAGES.loadFailed}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void entries.refetch()}>
              Try Again
            </Button>
          </Alert>
        ) : entries.data.items.length === 0 && entries.data.total > 0 ? (
          // An old link can point past the last page once entries are removed.
          <EmptyBox title="This page is past the last one">
            <ButtonLink to={pageHref(entries.data.totalPages)} variant="secondary" className="mt-4">
              Go to the last page
            </ButtonLink>
          </EmptyBox>
        ) : entries.data.items.length === 0 ? (
          isFiltered ? (
            <EmptyBox title={DATABASE_MESSAGES.noResults}>
              <Button
                variant="secondary"
                className="mt-4"
                onClick={() => changeFilters({ search: '', rarity: '', tag: '' })}
              >
                Clear search and filters
              </Button>
            </EmptyBox>
          ) : (
            <EmptyBox title={DATABASE_MESSAGES.empty(category.label)}>
              {canAdd && (
                <ButtonLink to={paths.adminNewDatabaseEntry(category.slug)} className="mt-4">
                  <Plus aria-hidden="true" className="size-4" />
                  {DATABASE_MESSAGES.addFirst(category.singular)}
                </ButtonLink>
              )}
            </EmptyBox>
          )
        ) : (
          <>
            <ResultCount data={entries.data} />
            <ul aria-label={category.label} className={GRID_CLASSES} aria-busy={entries.isPlaceholderData}>
              {entries.data.items.map((entry, index) => (
                <li key={entry.id}>
                  <DatabaseEntryCard entry={entry} isAboveFold={index < EAGER_CARDS} />
                </li>
              ))}
            </ul>
            <Pagination
              label={`${category.label} pages`}
              currentPage={entries.data.page}
              totalPages={entries.data.totalPages}
              getHref={pageHref}
              className="pt-2"
            />
          </>
        )}
      </div>
    </div>
  );
}

/** 'Showing a–b of n entries' above the grid. */
function ResultCount({ data }: { data: DatabaseListResponse }) {
  const first = (data.page - 1) * data.pageSize + 1;
  const last = Math.min(data.total, data.page * data.pageSize);
  return (
    <p className="h-5 text-sm text-slate-600 dark:text-slate-400">
      Showing {first}–{last} of {data.total} {data.total === 1 ? 'entry' : 'entries'}
    </p>
  );
}

function EmptyBox({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center dark:border-white/15">
      <BookOpen aria-hidden="true" className="size-8 text-slate-400 dark:text-slate-500" />
      <p className="mt-3 font-semibold text-slate-800 dark:text-slate-100">{title}</p>
      {children}
    </div>
  );
}

type SelectFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
};

/** A labelled drop-down of the filter row. */
function SelectField({ label, value, onChange, children }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="min-w-0 lg:w-40">
      <label htmlFor={id} className="mb-1 block text-xs font-semibold text-slate-700 dark:text-slate-300">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={cn(INPUT_CLASSES, 'h-11 truncate pr-8')}
      >
        {children}
      </select>
    </div>
  );
}
