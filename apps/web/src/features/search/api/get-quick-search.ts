import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { Language } from '@haven/shared/i18n/languages';
import { QUICK_SEARCH_TOPICS } from '@haven/shared/search/constants';
import { isSearchableTerm } from '@haven/shared/search/rules';
import type { QuickSearchResponse } from '@haven/shared/search/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contentLanguage, withContentLanguage } from '../../../lib/content-language';

/** Keyed under the heroes topic; the other groups' topics are listed in the query's `meta.topics`. */
export const QUICK_SEARCH_QUERY_KEY = [REALTIME_TOPICS.heroes, 'quick-search'] as const;

/** The matches for `q`; heroes are also found by their skills in `language`. */
export function getQuickSearch(
  q: string,
  language: Language,
  signal?: AbortSignal,
): Promise<QuickSearchResponse> {
  return api.get<QuickSearchResponse>(
    withContentLanguage(`/api/search?${new URLSearchParams({ q })}`, language),
    {
      signal,
    },
  );
}

export function getQuickSearchQueryOptions(q: string) {
  const lang = contentLanguage();
  return queryOptions({
    queryKey: [...QUICK_SEARCH_QUERY_KEY, q, lang],
    queryFn: ({ signal }) => getQuickSearch(q, lang, signal),
    meta: { topics: QUICK_SEARCH_TOPICS.filter((topic) => topic !== REALTIME_TOPICS.heroes) },
    // The previous results stay while the next ones load, so the list does not flicker.
    placeholderData: keepPreviousData,
  });
}

/** The quick search's answer for a term; asks nothing for a term too short to search. */
export function useQuickSearch(q: string) {
  return useQuery({ ...getQuickSearchQueryOptions(q), enabled: isSearchableTerm(q) });
}
