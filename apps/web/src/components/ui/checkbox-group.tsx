import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { cn } from '../../lib/cn';
import { CARD_CLASSES } from './card';
import { ListForm } from './list-form';

type CheckboxGroupProps<T extends string> = {
  legend: string;
  /** The address parameter the ticked options are sent in, one value each. */
  name: string;
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
  name,
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
          // The options are the game's or the members' own values (classes, rarities, tags): content.
          <label
            key={option}
            data-content
            className="flex min-h-9 cursor-pointer items-center gap-2 text-sm text-slate-700 capitalize dark:text-slate-300"
          >
            <input
              type="checkbox"
              name={name}
              value={option}
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
  /** Whether its button shows it; without JavaScript it is always shown. */
  isOpen: boolean;
  /** The address parameters its filters are kept in. */
  owns: readonly string[];
  /** Whether any filter is set, which offers 'Clear filters'. */
  hasFilters: boolean;
  onClear: () => void;
  /** The clear button's text, when a list names it otherwise ('Reset Filters'). */
  clearLabel?: string;
  /** Filters that are forms of their own (typed ones), shown above the panel's form. */
  lead?: ReactNode;
  children: ReactNode;
};

/**
 * A list's filter panel: its checkbox groups on a card as a GET form of the list's address, and
 * 'Clear filters' while any is set. A closed panel stays in the page, hidden, so a reader without
 * JavaScript, who has no button to open it, has the filters all the same.
 */
export function FilterPanel({
  id,
  isOpen,
  owns,
  hasFilters,
  onClear,
  clearLabel,
  lead,
  children,
}: FilterPanelProps) {
  const { t } = useLingui();
  return (
    <div id={id} className={cn(CARD_CLASSES, 'p-4', !isOpen && 'js:hidden')}>
      {lead}
      <ListForm owns={owns} applyLabel={t`Apply filters`} className={lead ? 'mt-4' : undefined}>
        {children}
      </ListForm>
      {hasFilters && (
        <button
          type="button"
          onClick={onClear}
          className="mt-4 rounded text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
        >
          {clearLabel ?? t`Clear filters`}
        </button>
      )}
    </div>
  );
}
