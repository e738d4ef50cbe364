import type { HomeTeams } from '@haven/shared/home/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getHomeTeams(signal?: AbortSignal): Promise<HomeTeams> {
  return api.get<HomeTeams>('/api/home/teams', { signal });
}

export function getHomeTeamsQueryOptions() {
  return queryOptions({
    queryKey: ['home', 'teams'] as const,
    queryFn: ({ signal }) => getHomeTeams(signal),
    select: (data) => data.items,
  });
}

/** The newest shared teams for the home page. */
export function useHomeTeams() {
  return useQuery(getHomeTeamsQueryOptions());
}
