import type { Team } from '@haven/shared/teams/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { TEAMS_QUERY_KEY } from './get-public-teams';

export function getTeam(slug: string, signal?: AbortSignal): Promise<Team> {
  return api.get<Team>(`/api/teams/${encodeURIComponent(slug)}`, { signal });
}

export function getTeamQueryOptions(slug: string) {
  return queryOptions({
    queryKey: [...TEAMS_QUERY_KEY, 'slug', slug],
    queryFn: ({ signal }) => getTeam(slug, signal),
  });
}

/** A team's page data by its slug. */
export function useTeam(slug: string) {
  return useQuery(getTeamQueryOptions(slug));
}
