import {
  DATABASE_PAGE_SIZE,
  DATABASE_SORTS,
  type DatabaseCategoryInfo,
  type DatabaseSort,
} from '@haven/shared/game-database/constants';
import { RARITIES, type Rarity } from '@haven/shared/heroes/constants';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { BookOpen, Plus } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { CompactField, INPUT_CLASSES } from '../../../components/ui/form-field';
import {
  GalleryCount,
  GalleryEmpty,
  GalleryNoResults,
  GalleryShell,
  GallerySkeleton,
  galleryQueryState,
  shownRange,
} from '../../../components/ui/gallery-shell';
import { GallerySearch } from '../../../components/ui/gallery-toolbar';
import { cn } from '../../../lib/cn';
import { formatCount } from '../../../lib/numbers';
import { paths } from '../../../lib/paths';
import { type DatabaseListParams, useDatabaseEntries } from '../api/get-database-entries';
import { type DatabaseFilterChange, useDatabaseListParams } from '../hooks/use-database-list-params';
import { DATABASE_TEXTS as DATABASE_MESSAGES } from '../shared-texts';
import { DatabaseEntryCard, DatabaseEntryCardSkeleton } from './database-entry-card';

/** Cards in the first rows load at once; the rest as they scroll into view. */
const EAGER_CARDS = 4;

const SORT_LABELS: Record<DatabaseSort, MessageDescriptor> = { name: msg`Name`, rarity: msg`Rarity` };

const GRID_CLASSES = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4';

type DatabaseGalleryProps = {
  category: DatabaseCategoryInfo;
  /** Admins are offered to add the first entry of an empty category. */
  canAdd: boolean;
};

/** A category's entries: search, rarity and tag filters, sort, the count, the grid and its pages. */
export function DatabaseGallery({ category, canAdd }: DatabaseGalleryProps) {
  const { t } = useLingui();
  const { params, changeFilters, pageHref, isFiltered } = useDatabaseListParams(category.slug);
  const entries = useDatabaseEntries(category.slug, params);
  const range = entries.data && shownRange(entries.data);
  const entryCount = formatCount(entries.data?.total ?? 0);

  return (
    <GalleryShell
      toolbar={
        <DatabaseFilters
          label={category.label}
          params={params}
          tags={entries.data?.allTags ?? []}
          onChange={changeFilters}
        />
      }
      {...galleryQueryState(entries)}
      page={params.page}
      loading={
        <GallerySkeleton
          label={t`Loading ${category.label}`}
          count={DATABASE_PAGE_SIZE}
          gridClassName={GRID_CLASSES}
          hasCountLine
        >
          <DatabaseEntryCardSkeleton />
        </GallerySkeleton>
      }
      error={
        <Alert variant="error">
          <p className="font-semibold">{DATABASE_MESSAGES.loadFailed}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void entries.refetch()}>
            <Trans>Try Again</Trans>
          </Button>
        </Alert>
      }
      empty={
        entries.data && entries.data.total > 0 ? (
          // An old link can point past the last page once entries are removed.
          <GalleryEmpty icon={BookOpen} title={t`This page is past the last one`}>
            <ButtonLink to={pageHref(entries.data.totalPages)} variant="secondary" className="mt-4">
              <Trans>Go to the last page</Trans>
            </ButtonLink>
          </GalleryEmpty>
        ) : isFiltered ? (
          <GalleryNoResults
            icon={BookOpen}
            title={DATABASE_MESSAGES.noResults}
            isFiltered
            onClear={() => changeFilters({ search: '', rarity: '', tag: '' })}
            clearLabel={t`Clear search and filters`}
          />
        ) : (
          <GalleryEmpty icon={BookOpen} title={DATABASE_MESSAGES.empty(category.label)}>
            {canAdd && (
              <ButtonLink to={paths.adminNewDatabaseEntry(category.slug)} className="mt-4">
                <Plus aria-hidden="true" className="size-4" />
                {DATABASE_MESSAGES.addFirst(category.singular)}
              </ButtonLink>
            )}
          </GalleryEmpty>
        )
      }
      count={
        range && (
          <GalleryCount>
            <Plural
              value={entries.data?.total ?? 0}
              one={`Showing ${range.first}–${range.last} of ${entryCount} entry`}
              other={`Showing ${range.first}–${range.last} of ${entryCount} entries`}
            />
          </GalleryCount>
        )
      }
      label={category.label}
      gridClassName={GRID_CLASSES}
      getKey={(entry) => entry.id}
      renderItem={(entry, index) => <DatabaseEntryCard entry={entry} isAboveFold={index < EAGER_CARDS} />}
      pages={entries.data && { ...entries.data, label: t`${category.label} pages`, getHref: pageHref }}
    />
  );
}

type DatabaseFiltersProps = {
  /** The category's name, which names the search box. */
  label: string;
  params: DatabaseListParams;
  /** The category's tags. */
  tags: readonly string[];
  onChange: (change: DatabaseFilterChange, options?: { replace?: boolean }) => void;
};

/** The search box and the rarity, tag and sort drop-downs of a category page. */
function DatabaseFilters({ label, params, tags, onChange }: DatabaseFiltersProps) {
  const { i18n, t } = useLingui();
  // The tag in the address stays offered even before (or without) the category's tag list.
  const tagOptions = params.tag && !tags.includes(params.tag) ? [params.tag, ...tags] : tags;
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
      <GallerySearch
        label={t`Search ${label}`}
        placeholder={t`Search ${label}...`}
        value={params.search}
        onSearch={(search, options) => onChange({ search }, options)}
      />
      <div className="grid grid-cols-3 gap-2 sm:gap-3 lg:flex">
        <SelectField
          label={t`Rarity`}
          value={params.rarity}
          onChange={(rarity) => onChange({ rarity: rarity as Rarity | '' })}
        >
          <option value="">{t`All`}</option>
          {RARITIES.map((rarity) => (
            <option key={rarity} value={rarity}>
              {rarity}
            </option>
          ))}
        </SelectField>
        <SelectField label={t`Tag`} value={params.tag} onChange={(tag) => onChange({ tag })}>
          <option value="">{t`All`}</option>
          {tagOptions.map((tag) => (
            <option key={tag} value={tag}>
              {tag}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t`Sort by`}
          value={params.sort}
          onChange={(sort) => onChange({ sort: sort as DatabaseSort })}
        >
          {DATABASE_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {i18n._(SORT_LABELS[sort])}
            </option>
          ))}
        </SelectField>
      </div>
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
    <CompactField id={id} label={label} className="min-w-0 lg:w-40">
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={cn(INPUT_CLASSES, 'h-11 truncate pr-8')}
      >
        {children}
      </select>
    </CompactField>
  );
}
