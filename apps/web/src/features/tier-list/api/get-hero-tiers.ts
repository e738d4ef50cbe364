import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { HeroTiers } from '@haven/shared/tier-list/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { TIER_LIST_QUERY_KEY } from './get-game-modes';

/** A hero's tier in every mode. */
export function getHeroTiers(slug: string, signal?: AbortSignal): Promise<HeroTiers> {
  return api.get<HeroTiers>(`/api/tier-list/heroes/${encodeURIComponent(slug)}`, { signal });
}

/** Keyed under 'tier-list'; a renamed hero changes its slug, so hero events refetch it too. */
export function getHeroTiersQueryOptions(slug: string) {
  return queryOptions({
    queryKey: [...TIER_LIST_QUERY_KEY, 'hero', slug],
    queryFn: ({ signal }) => getHeroTiers(slug, signal),
    meta: { topics: [REALTIME_TOPICS.heroes] },
  });
}

/** The hero page's Tiers section. */
export function useHeroTiers(slug: string) {
  return useQuery(getHeroTiersQueryOptions(slug));
}
