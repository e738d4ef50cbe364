import { HERO_CLASSES, HERO_ROLES, type HeroListResponse, RARITIES } from '@haven/shared';
import { useState } from 'react';
import { CARD_CLASSES } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import type { HeroListParams } from '../api/get-heroes';
import type { HeroFilterChange } from '../hooks/use-hero-list-params';

type HeroFiltersProps = {
  id: string;
  params: HeroListParams;
  onChange: (change: HeroFilterChange) => void;
};

/** Class, rarity and role checkboxes; any tick sends the list back to page 1. */
export function HeroFilters({ id, params, onChange }: HeroFiltersProps) {
  const hasFilters = params.classes.length + params.rarities.length + params.roles.length > 0;
  return (
    <div id={id} className={cn(CARD_CLASSES, 'p-4')}>
      <div className="grid gap-5 sm:grid-cols-3">
        <CheckboxGroup
          legend="Class"
          options={HERO_CLASSES}
          selected={params.classes}
          onChange={(classes) => onChange({ classes })}
        />
        <CheckboxGroup
          legend="Rarity"
          options={RARITIES}
          selected={params.rarities}
          onChange={(rarities) => onChange({ rarities })}
        />
        <CheckboxGroup
          legend="Role"
          options={HERO_ROLES}
          selected={params.roles}
          onChange={(roles) => onChange({ roles })}
        />
      </div>
      {hasFilters && (
        <button
          type="button"
          onClick={() => onChange({ classes: [], rarities: [], roles: [] })}
          className="mt-4 rounded text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
        >
          Clear filters
        </button>
      )}
    </div>
  );
}

type CheckboxGroupProps<T extends string> = {
  legend: string;
  options: readonly T[];
  selected: T[];
  onChange: (selected: T[]) => void;
};

function CheckboxGroup<T extends string>({ legend, options, selected, onChange }: CheckboxGroupProps<T>) {
  // The address updates in a transition; show the tick at once and follow the address when it changes.
  const [shown, setShown] = useState(selected);
  const selectedKey = selected.join(',');
  const [followedKey, setFollowedKey] = useState(selectedKey);
  if (selectedKey !== followedKey) {
    setFollowedKey(selectedKey);
    setShown(selected);
  }

  const toggle = (option: T, isChecked: boolean) => {
    const next = new Set(shown);
    if (isChecked) next.add(option);
    else next.delete(option);
    // Keep the canonical order so equal filters give equal addresses.
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
            className="flex min-h-9 cursor-pointer items-center gap-2 text-sm text-slate-700 dark:text-slate-300"
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

/** 'Showing a–b of n heroes' above the grid. */
export function ResultCount({ data }: { data: HeroListResponse }) {
  if (data.total === 0) return null;
  const first = (data.page - 1) * data.pageSize + 1;
  const last = Math.min(data.total, data.page * data.pageSize);
  return (
    <p className="text-sm text-slate-600 dark:text-slate-400">
      Showing {first}–{last} of {data.total} heroes
    </p>
  );
}
