import type { HeroStats } from '@haven/shared/heroes/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { HEROES_QUERY_KEY } from './get-heroes';

export function getHeroStats(signal?: AbortSignal): Promise<HeroStats> {
  return api.get<HeroStats>('/api/heroes/stats', { signal });
}

export function getHeroStatsQueryOptions() {
  return queryOptions({
    queryKey: [...HEROES_QUERY_KEY, 'stats'],
    queryFn: ({ signal }) => getHeroStats(signal),
  });
}

export function useHeroStats(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getHeroStatsQueryOptions(), enabled: options.enabled ?? true });
}
