import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { HeroCompareResponse } from '@haven/shared/heroes/compare-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { HEROES_QUERY_KEY } from './get-heroes';

/** Two to four heroes side by side, by slug in the order given. */
export function getHeroComparison(slugs: string[], signal?: AbortSignal): Promise<HeroCompareResponse> {
  const query = new URLSearchParams({ heroes: slugs.join(',') });
  return api.get<HeroCompareResponse>(`/api/heroes/compare?${query}`, { signal });
}

/** The comparison's query; tier list events refetch it too, as it shows tiers. */
export function getHeroComparisonQueryOptions(slugs: string[]) {
  return queryOptions({
    queryKey: [...HEROES_QUERY_KEY, 'compare', slugs],
    queryFn: ({ signal }) => getHeroComparison(slugs, signal),
    meta: { topics: [REALTIME_TOPICS.tierList] },
  });
}

/** The comparison, asked for only with two heroes or more. */
export function useHeroComparison(slugs: string[]) {
  return useQuery({ ...getHeroComparisonQueryOptions(slugs), enabled: slugs.length >= 2 });
}
