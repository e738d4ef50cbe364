import type { OutfitDetail } from '@haven/shared/outfits/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { OUTFITS_QUERY_KEY } from './get-outfits';

export function getOutfit(slug: string, signal?: AbortSignal): Promise<OutfitDetail> {
  return api.get<OutfitDetail>(`/api/outfits/${encodeURIComponent(slug)}`, { signal });
}

export function getOutfitQueryOptions(slug: string) {
  return queryOptions({
    queryKey: [...OUTFITS_QUERY_KEY, 'detail', slug],
    queryFn: ({ signal }) => getOutfit(slug, signal),
    // An unknown or malformed slug is an answer, not a hiccup to retry.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

/** One outfit with its previous and next outfit in gallery order. */
export function useOutfit(slug: string) {
  return useQuery(getOutfitQueryOptions(slug));
}
