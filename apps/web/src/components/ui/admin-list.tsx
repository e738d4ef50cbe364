import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from './alert';
import { DebouncedSearchInput } from './debounced-search-input';
import { Pagination } from './pagination';
import { LoadingState } from './spinner';
import type { useAdminList } from './use-admin-list';

type AdminListPage = { page: number; totalPages: number };

/** Where a list's load stands: still loading, failed with nothing to show, or loaded and maybe empty. */
export type AdminListStatus = { isPending: boolean; isError: boolean; isEmpty: boolean };

/** The status of a list read by one query whose answer holds the list's `items`. */
export function listStatus(query: {
  isPending: boolean;
  isError: boolean;
  data?: { items: readonly unknown[] };
}): AdminListStatus {
  return { isPending: query.isPending, isError: query.isError, isEmpty: query.data?.items.length === 0 };
}

type AdminListProps = {
  /** The row above the list: search, filters and the add button. */
  toolbar?: ReactNode;
  /** Shown between the toolbar and the list (an open editor, a progress report). */
  above?: ReactNode;
  status: AdminListStatus;
  loadingLabel: string;
  errorText: string;
  emptyText: string;
  emptyIcon?: LucideIcon;
  /** The page shown and the page count, with the name of the page controls. */
  pages?: AdminListPage & { label: string; onPageChange: (page: number) => void };
  /** The list itself, shown once loaded and not empty. */
  children: ReactNode;
  /** After the list whatever its state: dialogs, a Load More button. */
  after?: ReactNode;
};

/**
 * An admin list page: its toolbar, then a spinner while loading, the error or the empty text,
 * or the list with its page controls.
 */
export function AdminList({
  toolbar,
  above,
  status,
  loadingLabel,
  errorText,
  emptyText,
  emptyIcon: EmptyIcon,
  pages,
  children,
  after,
}: AdminListProps) {
  return (
    <div className="space-y-5">
      {toolbar}
      {above}
      {status.isPending ? (
        <LoadingState label={loadingLabel} />
      ) : status.isError ? (
        <Alert variant="error">{errorText}</Alert>
      ) : status.isEmpty ? (
        <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center text-sm font-medium text-slate-700 dark:border-white/15 dark:text-slate-300">
          {EmptyIcon && <EmptyIcon aria-hidden="true" className="size-6" />}
          {emptyText}
        </div>
      ) : (
        <>
          {children}
          {pages && (
            <Pagination
              label={pages.label}
              currentPage={pages.page}
              totalPages={pages.totalPages}
              onPageChange={pages.onPageChange}
            />
          )}
        </>
      )}
      {after}
    </div>
  );
}

/** The toolbar row of an admin list: stacked on phones, one row from small screens up. */
export function AdminListToolbar({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-3 sm:flex-row sm:items-center">{children}</div>;
}

type AdminListSearchProps = {
  /** The list whose search is kept in the address. */
  list: Pick<ReturnType<typeof useAdminList>, 'search' | 'setSearch'>;
  /** The accessible name; the placeholder is only a hint. */
  label: string;
  placeholder: string;
};

/** An admin list's search box: shows the search in the address and writes a new one there. */
export function AdminListSearch({ list, label, placeholder }: AdminListSearchProps) {
  return (
    <DebouncedSearchInput
      label={label}
      placeholder={placeholder}
      value={list.search}
      onSearch={list.setSearch}
    />
  );
}
