import { HERO_SORTS, type HeroSort } from '@haven/shared/heroes/schemas';
import { useMemo, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { readHeroTraits, writeHeroTraits } from '../../../lib/hero-traits';
import { paths } from '../../../lib/paths';
import { writeParams } from '../../../lib/search-params';
import type { HeroListParams, HeroView } from '../api/get-heroes';

export type { HeroView };
/** Where the collection remembers the view for the browser session when the address does not say. */
export const HERO_VIEW_STORAGE_KEY = 'haven.heroes.view';

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function readSort(value: string | null): HeroSort {
  return HERO_SORTS.find((sort) => sort === value) ?? 'rarity';
}

/** The list's state read from the address; unknown filter values, sorts and bad pages are ignored. */
export function readHeroListParams(searchParams: URLSearchParams): HeroListParams {
  const sort = readSort(searchParams.get('sort'));
  return {
    search: searchParams.get('search')?.trim() ?? '',
    ...readHeroTraits(searchParams),
    sort,
    mode: sort === 'tier' ? (searchParams.get('mode')?.trim() ?? '') : '',
    ...(searchParams.get('owned') === '1' ? { owned: true } : {}),
    page: readPage(searchParams.get('page')),
  };
}

/**
 * Writes the list's state into `target`, leaving out empty values, the default sort, a mode
 * without the Tier sort and page 1; keeps other params.
 */
export function writeHeroListParams(target: URLSearchParams, params: HeroListParams): URLSearchParams {
  const { search, sort, page } = params;
  writeParams(target, { search });
  writeHeroTraits(target, params);
  const mode = sort === 'tier' ? params.mode : '';
  return writeParams(
    target,
    { sort, mode, owned: params.owned ? '1' : '', page },
    { sort: 'rarity', page: 1 },
  );
}

/** The view the address names (?view=compact), else the one remembered for the session. */
export function readHeroView(searchParams: URLSearchParams, remembered: string | null): HeroView {
  const named = searchParams.get('view');
  if (named === 'compact' || named === 'grid') return named;
  return remembered === 'compact' ? 'compact' : 'grid';
}

/**
 * Writes the view into `target`: compact is named, the full grid is the default and left out.
 * The views' pages differ in size, so a change of view goes back to the first page.
 */
export function writeHeroView(target: URLSearchParams, view: HeroView): URLSearchParams {
  if (view === 'compact') target.set('view', 'compact');
  else target.delete('view');
  target.delete('page');
  return target;
}

function rememberedView(): string | null {
  try {
    return window.sessionStorage.getItem(HERO_VIEW_STORAGE_KEY);
  } catch {
    return null;
  }
}

const subscribeToNothing = () => () => {};

function rememberView(view: HeroView) {
  try {
    window.sessionStorage.setItem(HERO_VIEW_STORAGE_KEY, view);
  } catch {
    // Storage refused (private mode): the address still carries the view.
  }
}

export type HeroFilterChange = Partial<
  Pick<HeroListParams, 'search' | 'classes' | 'rarities' | 'roles' | 'sort' | 'mode' | 'owned'>
>;

/**
 * The hero list's search, filters, sort, view and page, kept in the address so links share and
 * Back works. Changing the search, a filter or the sort goes back to page 1.
 */
export function useHeroListParams() {
  const [searchParams, setSearchParams] = useSearchParams();

  const params = useMemo(() => readHeroListParams(searchParams), [searchParams]);
  // Read from the tab's storage once the page has hydrated: the server knows only the address.
  const remembered = useSyncExternalStore(subscribeToNothing, rememberedView, () => null);
  const view = readHeroView(searchParams, remembered);

  const changeFilters = (change: HeroFilterChange, options: { replace?: boolean } = {}) => {
    setSearchParams(
      (current) => writeHeroListParams(new URLSearchParams(current), { ...params, ...change, page: 1 }),
      {
        replace: options.replace ?? false,
        preventScrollReset: true,
      },
    );
  };

  const changeView = (next: HeroView) => {
    rememberView(next);
    setSearchParams((current) => writeHeroView(new URLSearchParams(current), next), {
      replace: true,
      preventScrollReset: true,
    });
  };

  const pageHref = (page: number) => {
    const query = writeHeroListParams(new URLSearchParams(searchParams), { ...params, page }).toString();
    return query ? `${paths.heroes}?${query}` : paths.heroes;
  };

  const activeFilterCount = params.classes.length + params.rarities.length + params.roles.length;

  return { params, changeFilters, pageHref, activeFilterCount, view, changeView };
}
