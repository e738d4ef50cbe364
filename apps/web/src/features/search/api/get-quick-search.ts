import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { QUICK_SEARCH_TOPICS } from '@haven/shared/search/constants';
import { isSearchableTerm } from '@haven/shared/search/rules';
import type { QuickSearchResponse } from '@haven/shared/search/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Keyed under the heroes topic; the other groups' topics are listed in the query's `meta.topics`. */
export const QUICK_SEARCH_QUERY_KEY = [REALTIME_TOPICS.heroes, 'quick-search'] as const;

export function getQuickSearch(q: string, signal?: AbortSignal): Promise<QuickSearchResponse> {
  return api.get<QuickSearchResponse>(`/api/search?${new URLSearchParams({ q })}`, { signal });
}

export function getQuickSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: [...QUICK_SEARCH_QUERY_KEY, q],
    queryFn: ({ signal }) => getQuickSearch(q, signal),
    meta: { topics: QUICK_SEARCH_TOPICS.filter((topic) => topic !== REALTIME_TOPICS.heroes) },
    // The previous results stay while the next ones load, so the list does not flicker.
    placeholderData: keepPreviousData,
  });
}

/** The quick search's answer for a term; asks nothing for a term too short to search. */
export function useQuickSearch(q: string) {
  return useQuery({ ...getQuickSearchQueryOptions(q), enabled: isSearchableTerm(q) });
}
