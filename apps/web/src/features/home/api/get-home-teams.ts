import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { HomeTeams } from '@haven/shared/home/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * Keyed under the teams topic (not under 'home' like the other sections) so a team created
 * or deleted anywhere refetches the section.
 */
export function getHomeTeamsQueryOptions() {
  return queryOptions({
    queryKey: [REALTIME_TOPICS.teams, 'home'] as const,
    queryFn: ({ signal }) => api.get<HomeTeams>('/api/home/teams', { signal }),
    select: (data): HomeTeams['items'] => data.items,
  });
}

/** The newest shared teams for the home page. */
export function useHomeTeams() {
  return useQuery(getHomeTeamsQueryOptions());
}
