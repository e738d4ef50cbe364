import type { AdminGuideList } from '@haven/shared/guides/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { GUIDES_QUERY_KEY } from './get-guides';

export function getAdminGuides(signal?: AbortSignal): Promise<AdminGuideList> {
  return api.get<AdminGuideList>('/api/admin/guides', { signal });
}

export function getAdminGuidesQueryOptions() {
  return queryOptions({
    queryKey: [...GUIDES_QUERY_KEY, 'admin'],
    queryFn: ({ signal }) => getAdminGuides(signal),
  });
}

/** Every guide with its status (admins). */
export function useAdminGuides() {
  return useQuery(getAdminGuidesQueryOptions());
}
