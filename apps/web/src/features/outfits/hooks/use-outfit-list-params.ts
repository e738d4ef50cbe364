import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useIsHydrated } from '../../../components/ui/after-hydration';
import { readPageParam } from '../../../components/ui/use-admin-list';
import { paths } from '../../../lib/paths';
import { writeParams } from '../../../lib/search-params';
import type { OutfitListParams } from '../api/get-outfits';

/** The non-empty values of a list param, comma-separated or repeated, without repeats. */
function readList(values: readonly string[]): string[] {
  return [...new Set(values.flatMap((value) => value.split(',')).map((item) => item.trim()))].filter(Boolean);
}

/** The gallery's state read from the address; bad pages read as page 1. */
export function readOutfitListParams(searchParams: URLSearchParams): OutfitListParams {
  return {
    search: searchParams.get('search')?.trim() ?? '',
    categories: readList(searchParams.getAll('category')),
    tags: readList(searchParams.getAll('tag')),
    page: readPageParam(searchParams.get('page')),
  };
}

/** Writes the gallery's state into `target`, leaving out empty values and page 1. */
export function writeOutfitListParams(target: URLSearchParams, params: OutfitListParams): URLSearchParams {
  const { search, categories, tags, page } = params;
  return writeParams(target, { search, category: categories, tag: tags, page }, { page: 1 });
}

export type OutfitFilterChange = Partial<Pick<OutfitListParams, 'search' | 'categories' | 'tags'>>;

// Where the gallery was left in this tab (its address query), for the plain links back to it.
const REMEMBERED_PLACE_KEY = 'outfit-gallery-place';

function rememberedPlace(): string | null {
  try {
    return sessionStorage.getItem(REMEMBERED_PLACE_KEY) || null;
  } catch {
    return null; // storage refused (a private window's settings): start from page 1
  }
}

function rememberPlace(query: string) {
  try {
    sessionStorage.setItem(REMEMBERED_PLACE_KEY, query);
  } catch {
    // storage refused: the gallery simply starts from page 1 next time
  }
}

/**
 * The gallery's search, filters and page, kept in the address so links share and Back works.
 * Changing the search or a filter goes back to page 1. For the rest of the session, arriving at
 * the plain gallery address (the header, the breadcrumb, 'Back to Outfits') returns to the page,
 * search and filters it was left at.
 */
export function useOutfitListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const isHydrated = useIsHydrated();
  // undefined: not read yet. A page being hydrated draws what the server drew (the address), and
  // reads the tab's remembered place only after; a gallery opened in the live app reads it at once.
  const [placeToRestore, setPlaceToRestore] = useState<string | null | undefined>(() =>
    searchParams.size > 0 ? null : isHydrated ? rememberedPlace() : undefined,
  );
  const source = useMemo(
    () => (placeToRestore ? new URLSearchParams(placeToRestore) : searchParams),
    [placeToRestore, searchParams],
  );
  const params = useMemo(() => readOutfitListParams(source), [source]);

  // The remembered place goes into the address; it stands in for it until the address has it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: setSearchParams changes with every address
  useEffect(() => {
    if (placeToRestore === undefined) {
      setPlaceToRestore(searchParams.size > 0 ? null : rememberedPlace());
    } else if (placeToRestore !== null) {
      if (searchParams.size > 0) setPlaceToRestore(null);
      else setSearchParams(new URLSearchParams(placeToRestore), { replace: true, preventScrollReset: true });
    }
  }, [placeToRestore, searchParams]);

  // In the commit itself, so the place is kept even when the page is left the moment it shows.
  useLayoutEffect(() => {
    if (placeToRestore === null) rememberPlace(searchParams.toString());
  }, [placeToRestore, searchParams]);

  const changeFilters = (change: OutfitFilterChange, options: { replace?: boolean } = {}) => {
    setSearchParams(
      (current) => writeOutfitListParams(new URLSearchParams(current), { ...params, ...change, page: 1 }),
      { replace: options.replace ?? false, preventScrollReset: true },
    );
  };

  const pageHref = (page: number) => {
    const query = writeOutfitListParams(new URLSearchParams(source), { ...params, page }).toString();
    return query ? `${paths.outfits}?${query}` : paths.outfits;
  };

  const activeFilterCount = params.categories.length + params.tags.length;
  // Drawn into the page, so the place is kept at first paint (page-init.js), before the app is live.
  const placeMark =
    placeToRestore === null
      ? { 'data-session-key': REMEMBERED_PLACE_KEY, 'data-session-value': searchParams.toString() }
      : null;
  return { params, changeFilters, pageHref, activeFilterCount, placeMark };
}
