import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { TierTeaser } from '@haven/shared/tier-list/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { TIER_LIST_QUERY_KEY } from './get-game-modes';

/** The first mode's top tier, for the home page. */
export function getTierTeaser(signal?: AbortSignal): Promise<TierTeaser> {
  return api.get<TierTeaser>('/api/tier-list/teaser', { signal });
}

/** Keyed under 'tier-list'; it names heroes, so hero events refetch it too. */
export function getTierTeaserQueryOptions() {
  return queryOptions({
    queryKey: [...TIER_LIST_QUERY_KEY, 'teaser'],
    queryFn: ({ signal }) => getTierTeaser(signal),
    meta: { topics: [REALTIME_TOPICS.heroes] },
  });
}

export function useTierTeaser() {
  return useQuery(getTierTeaserQueryOptions());
}
