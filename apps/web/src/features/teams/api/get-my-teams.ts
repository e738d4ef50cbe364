import type { MyTeams } from '@haven/shared/teams/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { TEAMS_QUERY_KEY } from './get-public-teams';

export function getMyTeams(signal?: AbortSignal): Promise<MyTeams> {
  return api.get<MyTeams>('/api/me/teams', { signal });
}

export function getMyTeamsQueryOptions() {
  return queryOptions({
    queryKey: [...TEAMS_QUERY_KEY, 'mine'],
    queryFn: ({ signal }) => getMyTeams(signal),
  });
}

/** The signed-in member's teams, newest first. */
export function useMyTeams() {
  return useQuery(getMyTeamsQueryOptions());
}
