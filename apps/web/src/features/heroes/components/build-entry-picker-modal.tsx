import { DATABASE_MESSAGES } from '@haven/shared/game-database/messages';
import { BUILD_CATEGORIES, type BuildCategory } from '@haven/shared/heroes/constants';
import { HERO_MESSAGES } from '@haven/shared/heroes/messages';
import type { BuildEntry } from '@haven/shared/heroes/schemas';
import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../../components/ui/debounced-search-input';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { Select } from '../../../components/ui/form-controls';
import { PickerHeader, PickerModal, PickerResults } from '../../../components/ui/picker-modal';
import { SearchInput } from '../../../components/ui/search-input';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useBuildEntryPicker } from '../api/get-build-entry-picker';
import { categoryLabel } from './hero-build';

type BuildEntryPickerModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSelect: (entry: BuildEntry) => void;
  /** Entries already in the build, left out of the list. */
  excludeIds: string[];
};

/** 'Add Build Item': gear, relics, gems and pets searched by name and filtered by category; one click adds. */
export function BuildEntryPickerModal({
  open,
  onOpenChange,
  onSelect,
  excludeIds,
}: BuildEntryPickerModalProps) {
  return (
    <PickerModal open={open} onOpenChange={onOpenChange} width="narrow">
      <PickerBody
        excludeIds={excludeIds}
        onSelect={(entry) => {
          onSelect(entry);
          onOpenChange(false);
        }}
      />
    </PickerModal>
  );
}

function PickerBody({
  excludeIds,
  onSelect,
}: {
  excludeIds: string[];
  onSelect: (entry: BuildEntry) => void;
}) {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<BuildCategory | ''>('');
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const entries = useBuildEntryPicker(debounced, category);
  const items = entries.data?.items.filter((entry) => !excludeIds.includes(entry.id)) ?? [];

  return (
    <>
      <PickerHeader title={HERO_MESSAGES.entryPickerTitle}>
        <div className="grid gap-3 sm:grid-cols-[1fr_11rem]">
          <SearchInput
            label="Search entries"
            placeholder="Search entries..."
            value={search}
            onChange={setSearch}
          />
          <Select
            aria-label="Category"
            value={category}
            onChange={(event) => setCategory(event.target.value as BuildCategory | '')}
          >
            <option value="">All categories</option>
            {BUILD_CATEGORIES.map((slug) => (
              <option key={slug} value={slug}>
                {categoryLabel(slug)}
              </option>
            ))}
          </Select>
        </div>
      </PickerHeader>
      <PickerResults
        query={entries}
        isEmpty={items.length === 0}
        loadingText="Loading entries..."
        errorText={DATABASE_MESSAGES.pickerLoadFailed}
        emptyText={DATABASE_MESSAGES.pickerNoResults}
      >
        <ul className="space-y-1">
          {items.map((entry) => (
            <li key={entry.id}>
              <button
                type="button"
                onClick={() => onSelect(entry)}
                className="flex w-full items-center gap-3 rounded-xl border border-transparent p-2 text-left hover:border-brand-300 hover:bg-brand-50 dark:hover:border-brand-300/40 dark:hover:bg-white/5"
              >
                <FallbackImage
                  src={entry.imageUrl}
                  alt=""
                  width={40}
                  height={40}
                  className="size-10 shrink-0 rounded-lg bg-slate-100 object-cover dark:bg-night-950"
                />
                <span className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-900 dark:text-white">
                  {entry.name}
                </span>
                <span className="text-xs text-slate-600 dark:text-slate-400">
                  {categoryLabel(entry.category)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </PickerResults>
    </>
  );
}
