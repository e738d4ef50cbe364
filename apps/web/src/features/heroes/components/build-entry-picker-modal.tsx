import { BUILD_CATEGORIES, type BuildCategory } from '@haven/shared/heroes/constants';
import type { BuildEntry } from '@haven/shared/heroes/schemas';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Thumbnail } from '../../../components/ui/card-image';
import { Select } from '../../../components/ui/form-controls';
import {
  type PickerBodyProps,
  PickerHeader,
  PickerResults,
  PickOneModal,
  type PickOneProps,
  usePickerSearch,
} from '../../../components/ui/picker-modal';
import { SearchInput } from '../../../components/ui/search-input';
import { useBuildEntryPicker } from '../api/get-build-entry-picker';
import { categoryLabel, heroText } from '../shared-texts';

/**
 * 'Add Build Item': gear, relics, gems and pets searched by name and filtered by category, leaving
 * out the entries already in the build (`excludeIds`); one click adds.
 */
export function BuildEntryPickerModal(props: PickOneProps<BuildEntry>) {
  return <PickOneModal {...props} width="narrow" Body={PickerBody} />;
}

function PickerBody({ excludeIds, onSelect }: PickerBodyProps<BuildEntry>) {
  const search = usePickerSearch();
  const [category, setCategory] = useState<BuildCategory | ''>('');
  const entries = useBuildEntryPicker(search.term, category);
  const { t } = useLingui();
  const items = entries.data?.items.filter((entry) => !excludeIds.includes(entry.id)) ?? [];

  return (
    <>
      <PickerHeader title={heroText('entryPickerTitle')}>
        <div className="grid gap-3 sm:grid-cols-[1fr_11rem]">
          <SearchInput label={t`Search entries`} placeholder={t`Search entries...`} {...search.input} />
          <Select
            aria-label={t`Category`}
            value={category}
            onChange={(event) => setCategory(event.target.value as BuildCategory | '')}
          >
            <option value="">{t`All categories`}</option>
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
        loadingText={t`Loading entries...`}
        errorText={heroText('entryPickerLoadFailed')}
        emptyText={heroText('entryPickerNoResults')}
      >
        <ul className="space-y-1">
          {items.map((entry) => (
            <li key={entry.id}>
              <button
                type="button"
                onClick={() => onSelect(entry)}
                className="flex w-full items-center gap-3 rounded-xl border border-transparent p-2 text-left hover:border-brand-300 hover:bg-brand-50 dark:hover:border-brand-300/40 dark:hover:bg-white/5"
              >
                <Thumbnail src={entry.imageUrl} size={40} className="shrink-0 rounded-lg" />
                <span
                  data-content
                  className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-900 dark:text-white"
                >
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
