import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { TierList } from '@haven/shared/tier-list/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type HeroTraits, writeHeroTraits } from '../../../lib/hero-traits';
import { TIER_LIST_QUERY_KEY } from './get-game-modes';

export type TierListParams = HeroTraits & {
  /** The mode's slug; empty for the first mode. */
  mode: string;
};

/** One mode's tier list, filtered like the collection. */
export function getTierList(params: TierListParams, signal?: AbortSignal): Promise<TierList> {
  const query = new URLSearchParams();
  if (params.mode) query.set('mode', params.mode);
  writeHeroTraits(query, params);
  const search = query.toString();
  return api.get<TierList>(search ? `/api/tier-list?${search}` : '/api/tier-list', { signal });
}

/**
 * Keyed under 'tier-list'; hero edits and ratings change the cards and scores, so hero events
 * refetch it too.
 */
export function getTierListQueryOptions(params: TierListParams) {
  return queryOptions({
    queryKey: [...TIER_LIST_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) => getTierList(params, signal),
    placeholderData: keepPreviousData,
    meta: { topics: [REALTIME_TOPICS.heroes] },
  });
}

/** A mode's tier list; disabled until there is a mode to show. */
export function useTierList(params: TierListParams, isEnabled = true) {
  return useQuery({ ...getTierListQueryOptions(params), enabled: isEnabled });
}
