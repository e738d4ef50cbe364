import type { MessageDescriptor } from '@lingui/core';
import { cn } from '../../../lib/cn';
import { kindText, SEARCH_GROUP_TEXTS, searchTexts } from '../shared-texts';
import type { GroupKey, ResultOption } from './result-option';

type QuickSearchResultsProps = {
  listboxId: string;
  /** The prefix of the options' ids, which the combobox points at. */
  optionId: string;
  options: readonly ResultOption[];
  activeIndex: number;
  onActivate: (index: number) => void;
  onOpen: (option: ResultOption) => void;
};

const groups = Object.entries(SEARCH_GROUP_TEXTS) as [GroupKey, MessageDescriptor][];

/** The quick search's listbox: the options under their group headings, the active one highlighted. */
export function QuickSearchResults({
  listboxId,
  optionId,
  options,
  activeIndex,
  onActivate,
  onOpen,
}: QuickSearchResultsProps) {
  return (
    <div
      id={listboxId}
      role="listbox"
      aria-label={searchTexts.title}
      className={cn(options.length > 0 && 'p-2')}
    >
      {groups.map(([group, heading]) => {
        const rows = options
          .map((option, index) => ({ option, index }))
          .filter((row) => row.option.group === group);
        if (rows.length === 0) return null;
        const headingId = `${listboxId}-${group}`;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are role="group"; a fieldset is for form controls
          <div key={group} role="group" aria-labelledby={headingId} className="[&:not(:first-child)]:mt-2">
            <div
              id={headingId}
              role="presentation"
              className="px-2 pt-1 pb-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300"
            >
              {kindText(heading)}
            </div>
            {rows.map(({ option, index }) => (
              // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the combobox, which points at the active option
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's keys (arrows, Enter) choose options
              <div
                key={option.key}
                id={`${optionId}-${index}`}
                role="option"
                aria-selected={index === activeIndex}
                // The box keeps focus: a press on an option must not blur it.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => onActivate(index)}
                onClick={() => onOpen(option)}
                className={cn(
                  'flex scroll-mt-16 scroll-mb-10 cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 text-sm text-slate-800 dark:text-slate-100',
                  index === activeIndex && 'bg-brand-50 text-brand-900 dark:bg-white/10 dark:text-white',
                  option.isMore && 'font-medium text-brand-700 dark:text-brand-200',
                )}
              >
                {option.image}
                <span className="min-w-0 flex-1">
                  <span
                    className={cn(
                      'block truncate font-medium',
                      option.isMuted && 'text-slate-600 dark:text-slate-400',
                    )}
                  >
                    {option.label}
                  </span>
                  {option.detail && (
                    <span className="block truncate text-xs text-slate-600 dark:text-slate-300">
                      {option.detail}
                    </span>
                  )}
                </span>
                {option.kind && (
                  <span className="shrink-0 rounded-md bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700 dark:bg-white/10 dark:text-slate-200">
                    {option.kind}
                  </span>
                )}
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}
