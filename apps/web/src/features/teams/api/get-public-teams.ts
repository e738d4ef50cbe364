import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { TeamBuildFilter, TeamSort } from '@haven/shared/teams/constants';
import type { BuildableTeamsResponse, PublicTeamsResponse } from '@haven/shared/teams/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every team query starts with this key, which is also the server's realtime topic for teams. */
export const TEAMS_QUERY_KEY = [REALTIME_TOPICS.teams] as const;

/**
 * `hero` is a hero's id, `mode` a game mode's slug, `member` a username ('' for every team);
 * `build` narrows to the teams a signed-in member can build ('' for every team).
 */
export type PublicTeamsParams = {
  search: string;
  hero: string;
  mode: string;
  member: string;
  build: TeamBuildFilter | '';
  sort: TeamSort;
  page: number;
};

/** A page of the gallery; with `build`, the member's own page, each team saying what it lacks. */
export type GalleryTeamsResponse = PublicTeamsResponse | BuildableTeamsResponse;

/** The gallery's first page, newest first, with no search or filter. */
export const ALL_PUBLIC_TEAMS: PublicTeamsParams = {
  search: '',
  hero: '',
  mode: '',
  member: '',
  build: '',
  sort: 'newest',
  page: 1,
};

/** Fetches one page of the public gallery, or with `build` the member's 'Teams I can build'. */
export function getPublicTeams(
  params: PublicTeamsParams,
  signal?: AbortSignal,
): Promise<GalleryTeamsResponse> {
  const query = new URLSearchParams();
  if (params.search) query.set('search', params.search);
  for (const key of ['hero', 'mode', 'member'] as const) {
    if (params[key]) query.set(key, params[key]);
  }
  query.set('sort', params.sort);
  query.set('page', String(params.page));
  if (params.build) {
    query.set('build', params.build);
    return api.get<BuildableTeamsResponse>(`/api/me/teams/buildable?${query}`, { signal });
  }
  return api.get<PublicTeamsResponse>(`/api/teams?${query}`, { signal });
}

/** The gallery page's query, keyed under the teams topic; 'Teams I can build' also follows the collection. */
export function getPublicTeamsQueryOptions(params: PublicTeamsParams) {
  return queryOptions({
    queryKey: [...TEAMS_QUERY_KEY, 'public', params],
    meta: params.build ? { topics: [REALTIME_TOPICS.collection] } : undefined,
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
export function getHeroTeamsQueryOptions(heroId: string) {
  return { ...getPublicTeamsQueryOptions({ ...ALL_PUBLIC_TEAMS, hero: heroId }), placeholderData: undefined };
}

export function useHeroTeams(heroId: string) {
  return useQuery(getHeroTeamsQueryOptions(heroId));
}

/** A member's newest public teams and their number, for their profile. */
export function getMemberTeamsQueryOptions(username: string) {
  return {
    ...getPublicTeamsQueryOptions({ ...ALL_PUBLIC_TEAMS, member: username }),
    placeholderData: undefined,
  };
}

export function useMemberTeams(username: string) {
  return useQuery(getMemberTeamsQueryOptions(username));
}
