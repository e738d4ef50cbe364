import { QUICK_SEARCH_DEBOUNCE_MS } from '@haven/shared/search/constants';
import { isSearchableTerm } from '@haven/shared/search/rules';
import { Search } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Modal, ModalCloseButton, ModalContent, ModalTitle } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useQuickSearch } from '../api/get-quick-search';
import { searchTexts } from '../shared-texts';
import { toOptions } from './quick-search-options';
import { QuickSearchResults } from './quick-search-results';
import type { ResultOption } from './result-option';

type QuickSearchDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The element that had focus when the dialog was asked for; it gets focus back on closing. */
  opener: HTMLElement | null;
};

/**
 * The site-wide quick search: a combobox whose list shows the server's matches grouped by kind.
 * Focus stays in the box; ↑/↓ move the active option (announced through aria-activedescendant),
 * Enter opens it (the first one when none is active), Escape closes and focus returns to
 * whatever opened the dialog.
 */
export default function QuickSearchDialog({ open, onOpenChange, opener }: QuickSearchDialogProps) {
  const [text, setText] = useState('');
  const term = useDebouncedValue(text.trim(), QUICK_SEARCH_DEBOUNCE_MS);
  const search = useQuickSearch(term);
  const navigate = useNavigate();
  const listboxId = useId();
  const optionId = useId();
  const [activeIndex, setActiveIndex] = useState(-1);

  const isSearchable = isSearchableTerm(term);
  const data = isSearchable ? search.data : undefined;
  const options = useMemo(() => (data ? toOptions(data) : []), [data]);
  const isWaiting = isSearchableTerm(text) && (text.trim() !== term || search.isFetching);

  // New results start with no active option: the first ↓ goes to the first result.
  const [shownOptions, setShownOptions] = useState(options);
  if (shownOptions !== options) {
    setShownOptions(options);
    setActiveIndex(-1);
  }

  useEffect(() => {
    if (activeIndex < 0) return;
    const element = document.getElementById(`${optionId}-${activeIndex}`);
    element?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex, optionId]);

  const changeOpen = (isOpen: boolean) => {
    if (!isOpen) setText('');
    onOpenChange(isOpen);
  };

  const openOption = (option: ResultOption | undefined) => {
    if (!option) return;
    changeOpen(false);
    void navigate(option.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setActiveIndex((index) => (index + 1) % count);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setActiveIndex((index) => (index <= 0 ? count - 1 : index - 1));
    } else if (event.key === 'Enter' && count > 0) {
      event.preventDefault();
      openOption(options[Math.max(activeIndex, 0)]);
    }
  };

  // One status line, announced politely: the hint, loading, the failure or no results.
  let status: ReactNode = null;
  if (!isSearchableTerm(text)) {
    status = <span className="text-slate-600 dark:text-slate-300">{searchTexts.tooShort}</span>;
  } else if (search.isError && !data) {
    status = <span className="font-medium text-red-700 dark:text-red-300">{searchTexts.loadFailed}</span>;
  } else if (!data) {
    status = (
      <span className="flex items-center justify-center gap-2 text-slate-600 dark:text-slate-300">
        <Spinner className="size-4" />
        {searchTexts.loading}
      </span>
    );
  } else if (options.length === 0 && !isWaiting) {
    status = <span className="text-slate-700 dark:text-slate-200">{searchTexts.noResults(data.q)}</span>;
  }

  const activeOption = activeIndex >= 0 ? `${optionId}-${activeIndex}` : undefined;

  return (
    <Modal open={open} onOpenChange={changeOpen}>
      <ModalContent
        // Opened by a shortcut or another page's button, not a trigger of its own, so focus is handed back here.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener?.focus();
        }}
        className="fixed top-3 left-1/2 z-50 max-h-[calc(100dvh-1.5rem)] w-[calc(100vw-1.5rem)] max-w-xl -translate-x-1/2 animate-pop-in overflow-y-auto overscroll-contain rounded-2xl border border-slate-200 bg-white shadow-2xl sm:top-[12vh] sm:max-h-[76vh] dark:border-white/10 dark:bg-night-900"
      >
        <ModalTitle className="sr-only">{searchTexts.title}</ModalTitle>
        {/* The whole panel scrolls (so the region holds the box, reachable by keyboard); the box and the hint stay in view. */}
        <div className="sticky top-0 z-10 flex items-center gap-2 border-b border-slate-200 bg-white px-3 dark:border-white/10 dark:bg-night-900">
          {isWaiting ? (
            <Spinner className="size-5 shrink-0 text-brand-600 dark:text-brand-300" />
          ) : (
            <Search aria-hidden="true" className="size-5 shrink-0 text-slate-500 dark:text-slate-400" />
          )}
          <input
            type="text"
            role="combobox"
            aria-label={searchTexts.inputLabel}
            aria-expanded={options.length > 0}
            aria-controls={listboxId}
            aria-activedescendant={activeOption}
            aria-autocomplete="list"
            autoComplete="off"
            spellCheck={false}
            placeholder={searchTexts.placeholder}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            className="h-14 min-w-0 flex-1 bg-transparent text-base text-slate-900 outline-none placeholder:text-slate-500 dark:text-white dark:placeholder:text-slate-400"
          />
          <ModalCloseButton className="shrink-0" />
        </div>

        <div>
          <div role="status" className={cn('text-center text-sm', status ? 'px-4 py-6' : 'sr-only')}>
            {status}
          </div>
          <QuickSearchResults
            listboxId={listboxId}
            optionId={optionId}
            options={options}
            activeIndex={activeIndex}
            onActivate={setActiveIndex}
            onOpen={openOption}
          />
        </div>

        <p className="sticky bottom-0 hidden border-t border-slate-200 bg-white px-4 py-2 text-xs text-slate-600 sm:block dark:border-white/10 dark:bg-night-900 dark:text-slate-300">
          {searchTexts.navigationHint}
        </p>
      </ModalContent>
    </Modal>
  );
}
