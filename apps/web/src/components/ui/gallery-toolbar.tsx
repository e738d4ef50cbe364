import { Trans } from '@lingui/react/macro';
import { SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from './button';
import { DebouncedSearchInput } from './debounced-search-input';

/** A gallery's address-kept list: its search, how to change it and how many filters are set. */
type FilteredList = {
  params: { search: string };
  changeFilters: (change: { search: string }, options: { replace: boolean }) => void;
  activeFilterCount: number;
};

type FilteredGalleryToolbarProps = {
  /** The search box's name and placeholder. */
  search: { label: string; placeholder: string };
  list: FilteredList;
  filters: ReturnType<typeof useFilterToggle>;
  /** The filter button's text, which may follow whether the panel is open. */
  toggleLabel: ReactNode;
};

/** A gallery's search box with the button of its filter panel beside it (under it on phones). */
export function FilteredGalleryToolbar({ search, list, filters, toggleLabel }: FilteredGalleryToolbarProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <GallerySearch
        {...search}
        value={list.params.search}
        onSearch={(value, options) => list.changeFilters({ search: value }, options)}
      />
      <FilterToggle {...filters} activeCount={list.activeFilterCount}>
        {toggleLabel}
      </FilterToggle>
    </div>
  );
}

/** The open state of a gallery's filter panel and the id tying its toggle to it. */
export function useFilterToggle(isInitiallyOpen: boolean) {
  const [isOpen, setIsOpen] = useState(isInitiallyOpen);
  const panelId = useId();
  return { isOpen, panelId, onToggle: () => setIsOpen((open) => !open) };
}

type FilterToggleProps = {
  isOpen: boolean;
  onToggle: () => void;
  /** The id of the filter panel it shows and hides. */
  panelId: string;
  /** The button's text, which may follow whether the panel is open. */
  children: ReactNode;
  /** How many filters are set, shown as a badge when any is. */
  activeCount?: number;
};

/**
 * The button that shows and hides a gallery's filter panel, with the number of filters set.
 * Without JavaScript the panel is always shown and the button is not.
 */
export function FilterToggle({ isOpen, onToggle, panelId, children, activeCount = 0 }: FilterToggleProps) {
  return (
    <Button
      variant="outline"
      aria-expanded={isOpen}
      aria-controls={isOpen ? panelId : undefined}
      onClick={onToggle}
      className="h-11 shrink-0 no-js:hidden"
    >
      <SlidersHorizontal aria-hidden="true" className="size-4" />
      {children}
      {activeCount > 0 && (
        <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs text-white dark:bg-brand-500">
          {activeCount}
          <span className="sr-only">
            {' '}
            <Trans>active</Trans>
          </span>
        </span>
      )}
    </Button>
  );
}

type GallerySearchProps = {
  label: string;
  placeholder: string;
  /** The search in the address. */
  value: string;
  /** Called with the settled search and whether it replaces the current history entry. */
  onSearch: (search: string, options: { replace: boolean }) => void;
  delayMs?: number;
  maxLength?: number;
};

/**
 * A gallery's search box kept in its address: starting a search adds a history entry (Back
 * clears it); refining it replaces that entry.
 */
export function GallerySearch({ value, onSearch, ...props }: GallerySearchProps) {
  return (
    <DebouncedSearchInput
      {...props}
      value={value}
      onSearch={(search) => onSearch(search, { replace: value !== '' && search !== '' })}
    />
  );
}
