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
import { readList } from '../../../lib/search-params';
import type { TierListParams } from '../api/get-tier-list';

/** The tier list's mode and filters read from the address; unknown filter values are ignored. */
export function readTierListParams(searchParams: URLSearchParams): TierListParams {
  return {
    mode: searchParams.get('mode')?.trim() ?? '',
    classes: readList<HeroClass>(searchParams.get('class'), HERO_CLASSES),
    rarities: readList<Rarity>(searchParams.get('rarity'), RARITIES),
    roles: readList<HeroRole>(searchParams.get('role'), HERO_ROLES),
  };
}

/** Writes the mode and filters into `target`, leaving out empty values; keeps other params. */
export function writeTierListParams(target: URLSearchParams, params: TierListParams): URLSearchParams {
  const set = (key: string, value: string) => (value ? target.set(key, value) : target.delete(key));
  set('mode', params.mode);
  set('class', params.classes.join(','));
  set('rarity', params.rarities.join(','));
  set('role', params.roles.join(','));
  return target;
}

/** The tier list's mode and filters, kept in the address so links share and Back works. */
export function useTierListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readTierListParams(searchParams), [searchParams]);

  const change = (next: Partial<TierListParams>) => {
    setSearchParams((current) => writeTierListParams(new URLSearchParams(current), { ...params, ...next }), {
      preventScrollReset: true,
    });
  };

  /** The address of a mode with the current filters kept. */
  const modeHref = (mode: string) =>
    `?${writeTierListParams(new URLSearchParams(searchParams), { ...params, mode }).toString()}`;

  return { params, change, modeHref };
}
