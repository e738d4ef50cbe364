import type { ReactNode } from 'react';
import { FilterToggle, GallerySearch, type useFilterToggle } from './gallery-shell';

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
