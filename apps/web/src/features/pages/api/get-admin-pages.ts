import type { PageContentList } from '@haven/shared/pages/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PAGES_QUERY_KEY } from './get-page';

export function getAdminPages(signal?: AbortSignal): Promise<PageContentList> {
  return api.get<PageContentList>('/api/admin/pages', { signal });
}

export function getAdminPagesQueryOptions() {
  return queryOptions({
    queryKey: [...PAGES_QUERY_KEY, 'admin'],
    queryFn: ({ signal }) => getAdminPages(signal),
  });
}

/** Every editable page, by title, for the editor. */
export function useAdminPages() {
  return useQuery(getAdminPagesQueryOptions());
}
