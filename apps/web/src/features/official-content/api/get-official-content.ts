import type { OfficialContentType } from '@haven/shared/home/constants';
import { MENTION_CARD_TOPICS } from '@haven/shared/mentions/constants';
import type { OfficialContentPage } from '@haven/shared/official-content/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { OFFICIAL_CONTENT_QUERY_KEY } from './get-official-content-list';

export function getOfficialContent(type: OfficialContentType, slug: string, signal?: AbortSignal) {
  return api.get<OfficialContentPage>(`/api/official-content/${type}/${encodeURIComponent(slug)}`, {
    signal,
  });
}

export function getOfficialContentQueryOptions(type: OfficialContentType, slug: string) {
  return queryOptions({
    queryKey: [...OFFICIAL_CONTENT_QUERY_KEY, 'item', type, slug],
    // The names it links, and their cards, change with heroes, entries, outfits and tiers.
    meta: { topics: [...MENTION_CARD_TOPICS] },
    queryFn: ({ signal }) => getOfficialContent(type, slug, signal),
    retry: false,
  });
}

/** One post by its type and slug, with the cards of the names it links. */
export function useOfficialContent(type: OfficialContentType, slug: string) {
  return useQuery(getOfficialContentQueryOptions(type, slug));
}
