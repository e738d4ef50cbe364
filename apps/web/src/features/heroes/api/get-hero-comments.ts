import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { HeroCommentList, HeroCommentSort } from '@haven/shared/heroes/schemas';
import { MENTION_CARD_TOPICS } from '@haven/shared/mentions/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every hero-comment query starts with this key, the server's realtime topic for them. */
export const HERO_COMMENTS_QUERY_KEY = [REALTIME_TOPICS.heroComments] as const;

export function getHeroComments(
  heroId: string,
  sort: HeroCommentSort,
  page: number,
  signal?: AbortSignal,
): Promise<HeroCommentList> {
  const query = new URLSearchParams({ sort, page: String(page) });
  return api.get<HeroCommentList>(`/api/heroes/${encodeURIComponent(heroId)}/comments?${query}`, {
    signal,
  });
}

/** The order a hero's discussion opens in. */
export const FIRST_HERO_COMMENT_SORT: HeroCommentSort = 'useful';

export function getHeroCommentsQueryOptions(heroId: string, sort: HeroCommentSort, page: number) {
  return queryOptions({
    queryKey: [...HERO_COMMENTS_QUERY_KEY, heroId, sort, page],
    queryFn: ({ signal }) => getHeroComments(heroId, sort, page, signal),
    // The names its comments link, and their cards, change with heroes, entries, outfits and tiers.
    meta: { topics: [...MENTION_CARD_TOPICS] },
    placeholderData: keepPreviousData,
  });
}

export function useHeroComments(heroId: string, sort: HeroCommentSort, page: number) {
  return useQuery(getHeroCommentsQueryOptions(heroId, sort, page));
}

/** The key of all comment pages of one hero, for invalidation after a change. */
export function heroCommentsKey(heroId: string) {
  return [...HERO_COMMENTS_QUERY_KEY, heroId] as const;
}
