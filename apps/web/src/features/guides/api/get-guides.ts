import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { GuideSort } from '@haven/shared/guides/rules';
import type { GuideList } from '@haven/shared/guides/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every guide query starts with this key, which is also the server's realtime topic for guides. */
export const GUIDES_QUERY_KEY = [REALTIME_TOPICS.guides] as const;

/** `hero` is a hero's id and `author` a username ('' for every guide). */
export type GuideListParams = {
  search: string;
  tag: string;
  hero: string;
  author: string;
  /** A language's code, '' for guides in every language. */
  language: string;
  sort: GuideSort;
  page: number;
};

/** The list's first page, newest first, with no filter: what the hero and profile sections narrow. */
const FIRST_PAGE: GuideListParams = {
  search: '',
  tag: '',
  hero: '',
  author: '',
  language: '',
  sort: 'newest',
  page: 1,
};

/** Fetches one page of approved guides. */
export function getGuides(params: GuideListParams, signal?: AbortSignal): Promise<GuideList> {
  const query = new URLSearchParams();
  if (params.search) query.set('search', params.search);
  if (params.tag) query.set('tag', params.tag);
  if (params.hero) query.set('hero', params.hero);
  if (params.author) query.set('author', params.author);
  if (params.language) query.set('language', params.language);
  if (params.sort !== 'newest') query.set('sort', params.sort);
  query.set('page', String(params.page));
  return api.get<GuideList>(`/api/guides?${query}`, { signal });
}

/** The guide list's query, keyed under the guides topic. */
export function getGuidesQueryOptions(params: GuideListParams) {
  return queryOptions({
    queryKey: [...GUIDES_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) => getGuides(params, signal),
    // Searching and filtering keep the old cards on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** One page of approved guides, with the tags for the filter chips. */
export function useGuides(params: GuideListParams) {
  return useQuery(getGuidesQueryOptions(params));
}

/**
 * The newest approved guides about a hero, with their number (the list's first page filtered by
 * the hero); another hero's guides are never shown while these load.
 */
export function getHeroGuidesQueryOptions(heroId: string) {
  return { ...getGuidesQueryOptions({ ...FIRST_PAGE, hero: heroId }), placeholderData: undefined };
}

export function useHeroGuides(heroId: string) {
  return useQuery(getHeroGuidesQueryOptions(heroId));
}

/** A member's newest published guides, with their number (the list's first page filtered by the author). */
export function getAuthorGuidesQueryOptions(username: string) {
  return { ...getGuidesQueryOptions({ ...FIRST_PAGE, author: username }), placeholderData: undefined };
}

export function useAuthorGuides(username: string) {
  return useQuery(getAuthorGuidesQueryOptions(username));
}
