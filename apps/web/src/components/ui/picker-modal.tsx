import { type ComponentType, type ReactNode, useState } from 'react';
import { cn } from '../../lib/cn';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { Alert } from './alert';
import { SEARCH_DEBOUNCE_MS } from './debounced-search-input';
import { Modal, ModalCloseButton, ModalContent, ModalTitle } from './modal';
import { Spinner } from './spinner';

/** Picker widths on wide screens; phones always get a bottom sheet. */
const WIDTHS = {
  narrow: 'sm:w-[min(40rem,calc(100vw-3rem))]',
  wide: 'sm:w-[min(48rem,calc(100vw-3rem))]',
} as const;

type PickerModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  width: keyof typeof WIDTHS;
  /** The picker's title, search and results; mounted only while open. */
  children: ReactNode;
};

/**
 * A picker's frame: a bottom sheet on phones, a centred dialog on wide screens. Its body is
 * mounted only while open, so each opening starts with an empty search.
 */
export function PickerModal({ open, onOpenChange, width, children }: PickerModalProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange}>
      <ModalContent
        className={cn(
          'fixed inset-x-0 bottom-0 z-50 flex max-h-[88dvh] animate-slide-up flex-col rounded-t-2xl border border-slate-200 bg-white shadow-2xl sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-h-[80dvh] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:animate-pop-in sm:rounded-2xl dark:border-white/10 dark:bg-night-900',
          WIDTHS[width],
        )}
      >
        {open && children}
      </ModalContent>
    </Modal>
  );
}

/** What a picker of one item takes: whether it is open, what to do with the item chosen, what to leave out. */
export type PickOneProps<T> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSelect: (item: T) => void;
  /** Items already chosen, left out of the results. */
  excludeIds?: string[];
};

/** A picker's body: its title, search and results; it calls `onSelect` with the item chosen. */
export type PickerBodyProps<T> = { excludeIds: string[]; onSelect: (item: T) => void };

/** A picker's frame around `Body`, which chooses one item: `onSelect` hears of it, then the picker closes. */
export function PickOneModal<T>({
  onSelect,
  excludeIds = [],
  Body,
  ...frame
}: PickOneProps<T> & { width: keyof typeof WIDTHS; Body: ComponentType<PickerBodyProps<T>> }) {
  const pick = (item: T) => {
    onSelect(item);
    frame.onOpenChange(false);
  };
  return (
    <PickerModal {...frame}>
      <Body excludeIds={excludeIds} onSelect={pick} />
    </PickerModal>
  );
}

/** A picker's search box state: what is typed, and the trimmed term to ask for once typing pauses. */
export function usePickerSearch() {
  const [value, setValue] = useState('');
  const term = useDebouncedValue(value.trim(), SEARCH_DEBOUNCE_MS);
  return { input: { value, onChange: setValue }, term };
}

/** A picker's top: its title, the close button and the search fields below them. */
export function PickerHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="border-b border-slate-200 p-4 dark:border-white/10">
      <div className="flex items-center justify-between gap-3">
        <ModalTitle>{title}</ModalTitle>
        <ModalCloseButton />
      </div>
      <div className="mt-3">{children}</div>
    </div>
  );
}

type PickerResultsProps = {
  /** The search's query state; a refetch keeps the old results, marked busy. */
  query: { isPending: boolean; isError: boolean; isFetching: boolean };
  isEmpty: boolean;
  loadingText: string;
  errorText: string;
  emptyText: string;
  /** The results, drawn once they have arrived and are not empty. */
  children: ReactNode;
};

/** A picker's scrolling results: loading, error and empty lines, or the results. */
export function PickerResults({
  query,
  isEmpty,
  loadingText,
  errorText,
  emptyText,
  children,
}: PickerResultsProps) {
  return (
    <div className="min-h-48 flex-1 overflow-y-auto p-4" aria-busy={query.isFetching}>
      {query.isPending ? (
        <div
          role="status"
          className="flex items-center justify-center gap-2 py-10 text-sm text-slate-600 dark:text-slate-300"
        >
          <Spinner className="size-4" /> {loadingText}
        </div>
      ) : query.isError ? (
        <Alert variant="error">{errorText}</Alert>
      ) : isEmpty ? (
        <p className="py-10 text-center text-sm font-medium text-slate-600 dark:text-slate-300">
          {emptyText}
        </p>
      ) : (
        children
      )}
    </div>
  );
}
