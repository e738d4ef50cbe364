import type { RatingSummary } from '@haven/shared/heroes/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { HEROES_QUERY_KEY } from './get-heroes';

export function getHeroRating(heroId: string, signal?: AbortSignal): Promise<RatingSummary> {
  return api.get<RatingSummary>(`/api/heroes/${encodeURIComponent(heroId)}/rating`, { signal });
}

export function getHeroRatingQueryOptions(heroId: string) {
  return queryOptions({
    queryKey: [...HEROES_QUERY_KEY, 'rating', heroId],
    queryFn: ({ signal }) => getHeroRating(heroId, signal),
  });
}

export function useHeroRating(heroId: string) {
  return useQuery(getHeroRatingQueryOptions(heroId));
}
