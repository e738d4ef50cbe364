import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { OutfitListResponse } from '@haven/shared/outfits/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every outfit query starts with this key, which is also the server's realtime topic for outfits. */
export const OUTFITS_QUERY_KEY = [REALTIME_TOPICS.outfits] as const;

export type OutfitListParams = { search: string; categories: string[]; tags: string[]; page: number };

export function getOutfits(params: OutfitListParams, signal?: AbortSignal): Promise<OutfitListResponse> {
  const query = new URLSearchParams();
  if (params.search) query.set('search', params.search);
  if (params.categories.length > 0) query.set('category', params.categories.join(','));
  if (params.tags.length > 0) query.set('tag', params.tags.join(','));
  query.set('page', String(params.page));
  return api.get<OutfitListResponse>(`/api/outfits?${query}`, { signal });
}

export function getOutfitsQueryOptions(params: OutfitListParams) {
  return queryOptions({
    queryKey: [...OUTFITS_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) => getOutfits(params, signal),
    // Paging and filtering keep the old cards on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useOutfits(params: OutfitListParams) {
  return useQuery(getOutfitsQueryOptions(params));
}
