import {
  HERO_CLASSES,
  HERO_ROLES,
  type HeroClass,
  type HeroRole,
  RARITIES,
  type Rarity,
} from '@haven/shared/heroes/constants';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths';
import type { HeroListParams } from '../api/get-heroes';

/** Values of a comma-separated search param that belong to `allowed`, in its order. */
function readList<T extends string>(value: string | null, allowed: readonly T[]): T[] {
  if (!value) return [];
  const picked = new Set(value.split(','));
  return allowed.filter((item) => picked.has(item));
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The list's state read from the address; unknown filter values and bad pages are ignored. */
export function readHeroListParams(searchParams: URLSearchParams): HeroListParams {
  return {
    search: searchParams.get('search')?.trim() ?? '',
    classes: readList<HeroClass>(searchParams.get('class'), HERO_CLASSES),
    rarities: readList<Rarity>(searchParams.get('rarity'), RARITIES),
    roles: readList<HeroRole>(searchParams.get('role'), HERO_ROLES),
    page: readPage(searchParams.get('page')),
  };
}

/** Writes the list's state into `target`, leaving out empty values and page 1; keeps other params. */
export function writeHeroListParams(target: URLSearchParams, params: HeroListParams): URLSearchParams {
  const set = (key: string, value: string) => (value ? target.set(key, value) : target.delete(key));
  set('search', params.search);
  set('class', params.classes.join(','));
  set('rarity', params.rarities.join(','));
  set('role', params.roles.join(','));
  set('page', params.page > 1 ? String(params.page) : '');
  return target;
}

export type HeroFilterChange = Partial<Pick<HeroListParams, 'search' | 'classes' | 'rarities' | 'roles'>>;

/**
 * The hero list's search, filters and page, kept in the address so links share and Back works.
 * Changing the search or a filter goes back to page 1.
 */
export function useHeroListParams() {
  const [searchParams, setSearchParams] = useSearchParams();

  const params = useMemo(() => readHeroListParams(searchParams), [searchParams]);

  const changeFilters = (change: HeroFilterChange, options: { replace?: boolean } = {}) => {
    setSearchParams(
      (current) => writeHeroListParams(new URLSearchParams(current), { ...params, ...change, page: 1 }),
      {
        replace: options.replace ?? false,
        preventScrollReset: true,
      },
    );
  };

  const pageHref = (page: number) => {
    const query = writeHeroListParams(new URLSearchParams(searchParams), { ...params, page }).toString();
    return query ? `${paths.heroes}?${query}` : paths.heroes;
  };

  const activeFilterCount = params.classes.length + params.rarities.length + params.roles.length;

  return { params, changeFilters, pageHref, activeFilterCount };
}
