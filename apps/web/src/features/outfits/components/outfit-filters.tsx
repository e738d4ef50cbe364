import { useState } from 'react';
import { CARD_CLASSES } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { useOutfitFacets } from '../api/get-outfit-facets';
import type { OutfitListParams } from '../api/get-outfits';
import type { OutfitFilterChange } from '../hooks/use-outfit-list-params';

type OutfitFiltersProps = {
  id: string;
  params: OutfitListParams;
  onChange: (change: OutfitFilterChange) => void;
};

/** Category and tag checkboxes, offered from the outfits that exist; any tick goes back to page 1. */
export function OutfitFilters({ id, params, onChange }: OutfitFiltersProps) {
  const facets = useOutfitFacets();
  const hasFilters = params.categories.length + params.tags.length > 0;
  return (
    <div id={id} className={cn(CARD_CLASSES, 'p-4')}>
      {facets.isPending ? (
        <div
          role="status"
          aria-label="Loading filters"
          className="h-24 animate-pulse rounded-lg bg-slate-100 dark:bg-white/5"
        />
      ) : facets.isError ? (
        <p className="text-sm text-red-700 dark:text-red-300">Could not load the filters.</p>
      ) : (
        <div className="grid gap-5 sm:grid-cols-[1fr_2fr]">
          <CheckboxGroup
            legend="Category"
            options={facets.data.categories.map((c) => c.value)}
            selected={params.categories}
            onChange={(categories) => onChange({ categories })}
          />
          <CheckboxGroup
            legend="Tags"
            options={facets.data.tags.map((t) => t.value)}
            selected={params.tags}
            onChange={(tags) => onChange({ tags })}
          />
        </div>
      )}
      {hasFilters && (
        <button
          type="button"
          onClick={() => onChange({ categories: [], tags: [] })}
          className="mt-4 rounded text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
        >
          Clear filters
        </button>
      )}
    </div>
  );
}

type CheckboxGroupProps = {
  legend: string;
  options: string[];
  selected: string[];
  onChange: (selected: string[]) => void;
};

function CheckboxGroup({ legend, options, selected, onChange }: CheckboxGroupProps) {
  // The address updates in a transition; show the tick at once and follow the address when it changes.
  const [shown, setShown] = useState(selected);
  const selectedKey = selected.join(',');
  const [followedKey, setFollowedKey] = useState(selectedKey);
  if (selectedKey !== followedKey) {
    setFollowedKey(selectedKey);
    setShown(selected);
  }

  const toggle = (option: string, isChecked: boolean) => {
    const next = new Set(shown);
    if (isChecked) next.add(option);
    else next.delete(option);
    // Keep the offered order so equal filters give equal addresses.
    const ordered = options.filter((item) => next.has(item));
    setShown(ordered);
    onChange(ordered);
  };
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900 dark:text-white">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        {options.map((option) => (
          <label
            key={option}
            className="flex min-h-9 cursor-pointer items-center gap-2 text-sm text-slate-700 capitalize dark:text-slate-300"
          >
            <input
              type="checkbox"
              checked={shown.includes(option)}
              onChange={(event) => toggle(option, event.target.checked)}
              className="size-4 rounded border-slate-400 accent-brand-600 dark:accent-brand-400"
            />
            {option}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
