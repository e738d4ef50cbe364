import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { HeroPickerItem, HeroPickerResponse } from '@haven/shared/heroes/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { HEROES_QUERY_KEY } from './get-heroes';

/** A hero as the picker lists it. */
export type PickerHero = HeroPickerItem;

/** The picker's heroes; `owned` asks for the signed-in member's own heroes only. */
export function getHeroPicker(
  search: string,
  excludeIds: string[],
  signal?: AbortSignal,
  owned = false,
): Promise<HeroPickerResponse> {
  const query = new URLSearchParams();
  if (search) query.set('search', search);
  if (excludeIds.length > 0) query.set('exclude', excludeIds.join(','));
  return api.get<HeroPickerResponse>(`${owned ? '/api/me/heroes/picker' : '/api/heroes/picker'}?${query}`, {
    signal,
  });
}

export function getHeroPickerQueryOptions(search: string, excludeIds: string[], owned = false) {
  const exclude = [...excludeIds].sort();
  return queryOptions({
    queryKey: [...HEROES_QUERY_KEY, 'picker', search, exclude, ...(owned ? ['owned'] : [])],
    queryFn: ({ signal }) => getHeroPicker(search, exclude, signal, owned),
    placeholderData: keepPreviousData,
    meta: owned ? { topics: [REALTIME_TOPICS.collection] } : undefined,
  });
}

export function useHeroPicker(
  search: string,
  excludeIds: string[],
  options: { enabled?: boolean; owned?: boolean } = {},
) {
  return useQuery({
    ...getHeroPickerQueryOptions(search, excludeIds, options.owned ?? false),
    enabled: options.enabled ?? true,
  });
}
