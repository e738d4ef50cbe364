import type { HomeTeam } from '@haven/shared/home/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getHomeTeams(signal?: AbortSignal): Promise<{ items: HomeTeam[] }> {
  return api.get<{ items: HomeTeam[] }>('/api/home/teams', { signal });
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
