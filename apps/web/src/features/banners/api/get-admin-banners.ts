import type { AdminBanners } from '@haven/shared/banners/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BANNERS_QUERY_KEY } from './get-banners';

export function getAdminBanners(signal?: AbortSignal): Promise<AdminBanners> {
  return api.get<AdminBanners>('/api/admin/banners', { signal });
}

export function getAdminBannersQueryOptions() {
  return queryOptions({
    queryKey: [...BANNERS_QUERY_KEY, 'admin'],
    queryFn: ({ signal }) => getAdminBanners(signal),
  });
}

/** Every banner, latest start first, for the admin tab. */
export function useAdminBanners() {
  return useQuery(getAdminBannersQueryOptions());
}
