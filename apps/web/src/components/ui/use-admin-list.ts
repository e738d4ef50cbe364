import { useSearchParams } from 'react-router';

/** A page number read from the address: a whole number from 1 (up to `max`), otherwise page 1. */
export function readPageParam(value: string | null, max = Number.MAX_SAFE_INTEGER): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, max) : 1;
}

/** What a change of the list's search or filters sets; an empty text removes it from the address. */
type AdminListChange = Record<string, string>;

/**
 * An admin list's search (`search`), page (`page`) and named filters, kept in the address beside
 * the dashboard's own parameters, so a reload or Back shows the same list. Empty values and page
 * 1 are left out; changing the search or a filter goes back to page 1.
 */
export function useAdminList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('search')?.trim() ?? '';
  const page = readPageParam(searchParams.get('page'));

  const write = (change: AdminListChange, options: { replace: boolean }) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(change)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: options.replace, preventScrollReset: true },
    );

  return {
    search,
    page,
    /** A filter's value in the address ('' when unset). */
    filter: (name: string) => searchParams.get(name) ?? '',
    /** A new search; refining a search replaces its history entry, starting or clearing one adds one. */
    setSearch: (next: string) => write({ search: next, page: '' }, { replace: search !== '' && next !== '' }),
    /** A filter changed, back to page 1. */
    setFilter: (name: string, value: string) => write({ [name]: value, page: '' }, { replace: false }),
    setPage: (next: number) => write({ page: next > 1 ? String(next) : '' }, { replace: false }),
  };
}
