import type { HeroDetail } from '@haven/shared/heroes/schemas';
import { MENTION_CARD_TOPICS } from '@haven/shared/mentions/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { HEROES_QUERY_KEY } from './get-heroes';

export function getHero(slug: string, signal?: AbortSignal): Promise<HeroDetail> {
  return api.get<HeroDetail>(`/api/heroes/${encodeURIComponent(slug)}`, { signal });
}

export function getHeroQueryOptions(slug: string) {
  return queryOptions({
    queryKey: [...HEROES_QUERY_KEY, 'detail', slug],
    queryFn: ({ signal }) => getHero(slug, signal),
    // The names its build notes link, and their cards, change with entries, outfits and tiers too.
    meta: { topics: [...MENTION_CARD_TOPICS] },
  });
}

export function useHero(slug: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getHeroQueryOptions(slug), enabled: options.enabled ?? true });
}
