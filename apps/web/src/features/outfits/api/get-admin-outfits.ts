import type { AdminOutfitListResponse } from '@haven/shared/outfits/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { OUTFITS_QUERY_KEY } from './get-outfits';

export type AdminOutfitListParams = { search: string; page: number };

export function getAdminOutfits(
  params: AdminOutfitListParams,
  signal?: AbortSignal,
): Promise<AdminOutfitListResponse> {
  const query = new URLSearchParams({ page: String(params.page) });
  if (params.search) query.set('search', params.search);
  return api.get<AdminOutfitListResponse>(`/api/admin/outfits?${query}`, { signal });
}

export function getAdminOutfitsQueryOptions(params: AdminOutfitListParams) {
  return queryOptions({
    queryKey: [...OUTFITS_QUERY_KEY, 'admin', params],
    queryFn: ({ signal }) => getAdminOutfits(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** A page of the admin outfit table. */
export function useAdminOutfits(params: AdminOutfitListParams) {
  return useQuery(getAdminOutfitsQueryOptions(params));
}
