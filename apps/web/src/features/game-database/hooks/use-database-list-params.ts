import {
  DATABASE_ENTRY_TAG_MAX_LENGTH,
  DATABASE_SORTS,
  type DatabaseCategory,
  type DatabaseSort,
} from '@haven/shared/game-database/constants';
import { RARITIES, type Rarity } from '@haven/shared/heroes/constants';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readPageParam } from '../../../components/ui/use-admin-list';
import { paths } from '../../../lib/paths';
import { writeParams } from '../../../lib/search-params';
import type { DatabaseListParams } from '../api/get-database-entries';

/** The longest search the server takes. */
const DATABASE_SEARCH_MAX_LENGTH = 100;
/** The highest page the server takes. */
const DATABASE_MAX_PAGE = 10_000;

function readOne<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.find((item) => item === value);
}

/** A category page's state read from the address; unknown rarities, sorts and bad pages are ignored. */
export function readDatabaseListParams(searchParams: URLSearchParams): DatabaseListParams {
  return {
    // The server takes searches of up to 100 characters; a longer address is cut rather than refused.
    search: (searchParams.get('search')?.trim() ?? '').slice(0, DATABASE_SEARCH_MAX_LENGTH),
    rarity: readOne<Rarity>(searchParams.get('rarity'), RARITIES) ?? '',
    tag: (searchParams.get('tag')?.trim() ?? '').slice(0, DATABASE_ENTRY_TAG_MAX_LENGTH),
    sort: readOne<DatabaseSort>(searchParams.get('sort'), DATABASE_SORTS) ?? 'name',
    page: readPageParam(searchParams.get('page'), DATABASE_MAX_PAGE),
  };
}

/** Writes a category page's state into `target`, leaving out empty values, the name sort and page 1. */
export function writeDatabaseListParams(
  target: URLSearchParams,
  params: DatabaseListParams,
): URLSearchParams {
  return writeParams(target, params, { sort: 'name', page: 1 });
}

/** The address of a category filtered by one tag (the tag links of an entry page). */
export function databaseTagHref(category: DatabaseCategory, tag: string): string {
  return `${paths.database(category)}?${new URLSearchParams({ tag })}`;
}

export type DatabaseFilterChange = Partial<Pick<DatabaseListParams, 'search' | 'rarity' | 'tag' | 'sort'>>;

/**
 * A category page's search, filters, sort and page, kept in the address so links share and Back
 * works. Changing any of them goes back to page 1.
 */
export function useDatabaseListParams(category: DatabaseCategory) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readDatabaseListParams(searchParams), [searchParams]);

  const changeFilters = (change: DatabaseFilterChange, options: { replace?: boolean } = {}) => {
    setSearchParams(
      (current) => writeDatabaseListParams(new URLSearchParams(current), { ...params, ...change, page: 1 }),
      { replace: options.replace ?? false, preventScrollReset: true },
    );
  };

  const pageHref = (page: number) => {
    const query = writeDatabaseListParams(new URLSearchParams(searchParams), { ...params, page }).toString();
    return query ? `${paths.database(category)}?${query}` : paths.database(category);
  };

  const isFiltered = params.search !== '' || params.rarity !== '' || params.tag !== '';
  return { params, changeFilters, pageHref, isFiltered };
}
