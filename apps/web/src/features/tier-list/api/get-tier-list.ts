import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { TierList } from '@haven/shared/tier-list/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type HeroTraits, writeHeroTraits } from '../../../lib/hero-traits';
import { TIER_LIST_QUERY_KEY } from './get-game-modes';

export type TierListParams = HeroTraits & {
  /** The mode's slug; empty for the first mode. */
  mode: string;
  /** Only the heroes the signed-in member owns (their own list, never shared). */
  owned?: boolean;
};

/** One mode's tier list, filtered like the collection. */
export function getTierList(params: TierListParams, signal?: AbortSignal): Promise<TierList> {
  const query = new URLSearchParams();
  if (params.mode) query.set('mode', params.mode);
  writeHeroTraits(query, params);
  const search = query.toString();
  const path = params.owned ? '/api/me/tier-list' : '/api/tier-list';
  return api.get<TierList>(search ? `${path}?${search}` : path, { signal });
}

/**
 * Keyed under 'tier-list'; hero edits and ratings change the cards and scores, so hero events
 * refetch it too, and 'Owned only' refetches on the member's collection events.
 */
export function getTierListQueryOptions(params: TierListParams) {
  return queryOptions({
    queryKey: [...TIER_LIST_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) => getTierList(params, signal),
    placeholderData: keepPreviousData,
    meta: {
      topics: params.owned ? [REALTIME_TOPICS.heroes, REALTIME_TOPICS.collection] : [REALTIME_TOPICS.heroes],
    },
  });
}

/** A mode's tier list; disabled until there is a mode to show. */
export function useTierList(params: TierListParams, isEnabled = true) {
  return useQuery({ ...getTierListQueryOptions(params), enabled: isEnabled });
}
