import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { HeroListResponse, HeroSort } from '@haven/shared/heroes/schemas';
import type { Language } from '@haven/shared/i18n/languages';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contentLanguage, withContentLanguage } from '../../../lib/content-language';
import { type HeroTraits, writeHeroTraits } from '../../../lib/hero-traits';

/** Every hero query starts with this key, which is also the server's realtime topic for heroes. */
export const HEROES_QUERY_KEY = [REALTIME_TOPICS.heroes] as const;

export type HeroListParams = HeroTraits & {
  search: string;
  sort: HeroSort;
  /** The game mode the Tier sort reads ('' for the first mode). */
  mode: string;
  /** Only the heroes the signed-in member owns (their own list, never shared). */
  owned?: boolean;
  page: number;
};

/** How the collection lays out its cards: full cards, or the compact grid of the whole collection. */
export type HeroView = 'grid' | 'compact';

/** The collection's page for these search, filters, sort, view and page; the search also looks in `language`. */
export function getHeroes(
  params: HeroListParams,
  view: HeroView,
  language: Language,
  signal?: AbortSignal,
): Promise<HeroListResponse> {
  const query = new URLSearchParams();
  if (params.search) query.set('search', params.search);
  writeHeroTraits(query, params);
  if (params.sort !== 'rarity') query.set('sort', params.sort);
  if (params.sort === 'tier' && params.mode) query.set('mode', params.mode);
  if (view === 'compact') query.set('view', view);
  query.set('page', String(params.page));
  const path = `${params.owned ? '/api/me/heroes' : '/api/heroes'}?${query}`;
  return api.get<HeroListResponse>(withContentLanguage(path, language), { signal });
}

/**
 * The collection's query; the Tier sort also refetches on tier list events, and 'Owned only' on
 * the member's collection events.
 */
export function getHeroesQueryOptions(params: HeroListParams, view: HeroView = 'grid') {
  const topics = [
    ...(params.sort === 'tier' ? [REALTIME_TOPICS.tierList] : []),
    ...(params.owned ? [REALTIME_TOPICS.collection] : []),
  ];
  const lang = contentLanguage();
  return queryOptions({
    queryKey: [...HEROES_QUERY_KEY, 'list', params, view, lang],
    meta: topics.length > 0 ? { topics } : undefined,
    queryFn: ({ signal }) => getHeroes(params, view, lang, signal),
    // Paging and filtering keep the old cards on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** The collection's page, keeping the previous cards while the next arrive. */
export function useHeroes(params: HeroListParams, view: HeroView = 'grid') {
  return useQuery(getHeroesQueryOptions(params, view));
}
