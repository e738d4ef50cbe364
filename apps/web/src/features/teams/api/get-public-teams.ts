import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { TeamSort } from '@haven/shared/teams/constants';
import type { PublicTeamsResponse } from '@haven/shared/teams/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every team query starts with this key, which is also the server's realtime topic for teams. */
export const TEAMS_QUERY_KEY = [REALTIME_TOPICS.teams] as const;

/** `hero` is a hero's id ('' for every team). */
export type PublicTeamsParams = { search: string; hero: string; sort: TeamSort; page: number };

/** Fetches one page of the public gallery. */
export function getPublicTeams(
  params: PublicTeamsParams,
  signal?: AbortSignal,
): Promise<PublicTeamsResponse> {
  const query = new URLSearchParams();
  if (params.search) query.set('search', params.search);
  if (params.hero) query.set('hero', params.hero);
  query.set('sort', params.sort);
  query.set('page', String(params.page));
  return api.get<PublicTeamsResponse>(`/api/teams?${query}`, { signal });
}

/** The gallery page's query, keyed under the teams topic. */
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

/**
 * The newest public teams that include a hero, with their number (the gallery's first page
 * filtered by the hero); another hero's teams are never shown while these load.
 */
export function useHeroTeams(heroId: string) {
  return useQuery({
    ...getPublicTeamsQueryOptions({ search: '', hero: heroId, sort: 'newest', page: 1 }),
    placeholderData: undefined,
  });
}
