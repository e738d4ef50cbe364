import type { QuickSearchResponse } from '@haven/shared';
import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { isSearchableTerm } from '@haven/shared/search/rules';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * Keyed under the heroes topic, the group most often searched. The answer also depends on
 * entries, guides and members, whose events do not reach this key, so it is never kept fresh:
 * each opening of the dialog asks again (the server answers from its read cache, which
 * every one of those topics clears).
 */
export const QUICK_SEARCH_QUERY_KEY = [REALTIME_TOPICS.heroes, 'quick-search'] as const;

export function getQuickSearch(q: string, signal?: AbortSignal): Promise<QuickSearchResponse> {
  return api.get<QuickSearchResponse>(`/api/search?${new URLSearchParams({ q })}`, { signal });
}

export function getQuickSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: [...QUICK_SEARCH_QUERY_KEY, q],
    queryFn: ({ signal }) => getQuickSearch(q, signal),
    staleTime: 0,
    // The previous results stay while the next ones load, so the list does not flicker.
    placeholderData: keepPreviousData,
  });
}

/** The quick search's answer for a term; asks nothing for a term too short to search. */
export function useQuickSearch(q: string) {
  return useQuery({ ...getQuickSearchQueryOptions(q), enabled: isSearchableTerm(q) });
}
