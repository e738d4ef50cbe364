import type { HeroPickerItem, HeroPickerResponse } from '@haven/shared/heroes/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { HEROES_QUERY_KEY } from './get-heroes';

/** A hero as the picker lists it. */
export type PickerHero = HeroPickerItem;

export function getHeroPicker(
  search: string,
  excludeIds: string[],
  signal?: AbortSignal,
): Promise<HeroPickerResponse> {
  const query = new URLSearchParams();
  if (search) query.set('search', search);
  if (excludeIds.length > 0) query.set('exclude', excludeIds.join(','));
  return api.get<HeroPickerResponse>(`/api/heroes/picker?${query}`, { signal });
}

export function getHeroPickerQueryOptions(search: string, excludeIds: string[]) {
  const exclude = [...excludeIds].sort();
  return queryOptions({
    queryKey: [...HEROES_QUERY_KEY, 'picker', search, exclude],
    queryFn: ({ signal }) => getHeroPicker(search, exclude, signal),
    placeholderData: keepPreviousData,
  });
}

export function useHeroPicker(search: string, excludeIds: string[], options: { enabled?: boolean } = {}) {
  return useQuery({ ...getHeroPickerQueryOptions(search, excludeIds), enabled: options.enabled ?? true });
}
