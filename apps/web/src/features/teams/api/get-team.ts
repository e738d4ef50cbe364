import { MENTION_CARD_TOPICS } from '@haven/shared/mentions/constants';
import type { TeamPage } from '@haven/shared/teams/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { TEAMS_QUERY_KEY } from './get-public-teams';

export function getTeam(slug: string, signal?: AbortSignal): Promise<TeamPage> {
  return api.get<TeamPage>(`/api/teams/${encodeURIComponent(slug)}`, { signal });
}

export function getTeamQueryOptions(slug: string) {
  return queryOptions({
    queryKey: [...TEAMS_QUERY_KEY, 'slug', slug],
    queryFn: ({ signal }) => getTeam(slug, signal),
    // The names its notes link, and their cards, change with heroes, entries, outfits and tiers.
    meta: { topics: [...MENTION_CARD_TOPICS] },
  });
}

/** A team's page data by its slug. */
export function useTeam(slug: string) {
  return useQuery(getTeamQueryOptions(slug));
}
