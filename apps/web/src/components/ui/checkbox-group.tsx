import { type ReactNode, useState } from 'react';
import { cn } from '../../lib/cn';
import { CARD_CLASSES } from './card';

type CheckboxGroupProps<T extends string> = {
  legend: string;
  /** The choices, in the order the list's address writes them. */
  options: readonly T[];
  selected: readonly T[];
  onChange: (selected: T[]) => void;
};

/**
 * A filter's checkboxes under one legend. A tick shows at once while the address (updated in a
 * transition) catches up, and the selection follows the address when it changes from elsewhere.
 * The selection is always sent in the options' order, so equal filters give equal addresses.
 */
export function CheckboxGroup<T extends string>({
  legend,
  options,
  selected,
  onChange,
}: CheckboxGroupProps<T>) {
  const [shown, setShown] = useState<readonly T[]>(selected);
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

type FilterPanelProps = {
  /** Referenced by the button that shows and hides the panel (aria-controls). */
  id: string;
  /** Whether any filter is set, which offers 'Clear filters'. */
  hasFilters: boolean;
  onClear: () => void;
  /** The clear button's text, when a list names it otherwise ('Reset Filters'). */
  clearLabel?: string;
  children: ReactNode;
};

/** A list's filter panel: its checkbox groups on a card, and 'Clear filters' while any is set. */
export function FilterPanel({
  id,
  hasFilters,
  onClear,
  clearLabel = 'Clear filters',
  children,
}: FilterPanelProps) {
  return (
    <div id={id} className={cn(CARD_CLASSES, 'p-4')}>
      {children}
      {hasFilters && (
        <button
          type="button"
          onClick={onClear}
          className="mt-4 rounded text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
        >
          {clearLabel}
        </button>
      )}
    </div>
  );
}
