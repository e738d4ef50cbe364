import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { TeamSort } from '@haven/shared/teams/constants';
import type { PublicTeamsResponse } from '@haven/shared/teams/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every team query starts with this key, which is also the server's realtime topic for teams. */
export const TEAMS_QUERY_KEY = [REALTIME_TOPICS.teams] as const;

export type PublicTeamsParams = { search: string; sort: TeamSort; page: number };

export function getPublicTeams(
  params: PublicTeamsParams,
  signal?: AbortSignal,
): Promise<PublicTeamsResponse> {
  const query = new URLSearchParams();
  if (params.search) query.set('search', params.search);
  query.set('sort', params.sort);
  query.set('page', String(params.page));
  return api.get<PublicTeamsResponse>(`/api/teams?${query}`, { signal });
}

export function getPublicTeamsQueryOptions(params: PublicTeamsParams) {
  return queryOptions({
    queryKey: [...TEAMS_QUERY_KEY, 'public', params],
    queryFn: ({ signal }) => getPublicTeams(params, signal),
    // Searching and paging keep the old cards on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** One page of the public team gallery. */
export function usePublicTeams(params: PublicTeamsParams) {
  return useQuery(getPublicTeamsQueryOptions(params));
}
