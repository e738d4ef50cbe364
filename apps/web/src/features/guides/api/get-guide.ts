import type { Guide } from '@haven/shared/guides/schemas';
import { MENTION_CARD_TOPICS } from '@haven/shared/mentions/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { GUIDES_QUERY_KEY } from './get-guides';

/** Fetches a published guide by its address. */
export function getGuide(slug: string, signal?: AbortSignal): Promise<Guide> {
  return api.get<Guide>(`/api/guides/${encodeURIComponent(slug)}`, { signal });
}

/** A published guide's query; it names heroes, entries and outfits, so their changes refetch it too. */
export function getGuideQueryOptions(slug: string) {
  return queryOptions({
    queryKey: [...GUIDES_QUERY_KEY, 'detail', slug],
    meta: { topics: [...MENTION_CARD_TOPICS] },
    queryFn: ({ signal }) => getGuide(slug, signal),
    // A missing guide is an answer, not a hiccup: no retries.
    retry: (count, error) => count < 2 && !(error as { status?: number }).status,
  });
}

/** A published guide. */
export function useGuide(slug: string) {
  return useQuery(getGuideQueryOptions(slug));
}
