import type { OutfitFacets } from '@haven/shared/outfits/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { OUTFITS_QUERY_KEY } from './get-outfits';

export function getOutfitFacets(signal?: AbortSignal): Promise<OutfitFacets> {
  return api.get<OutfitFacets>('/api/outfits/facets', { signal });
}

export function getOutfitFacetsQueryOptions() {
  return queryOptions({
    queryKey: [...OUTFITS_QUERY_KEY, 'facets'],
    queryFn: ({ signal }) => getOutfitFacets(signal),
  });
}

/** The categories and tags the gallery's filter offers. */
export function useOutfitFacets(isEnabled = true) {
  return useQuery({ ...getOutfitFacetsQueryOptions(), enabled: isEnabled });
}
