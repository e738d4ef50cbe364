import type { OfficialContentType } from '@haven/shared/home/constants';
import type { AdminOfficialContentList } from '@haven/shared/official-content/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { OFFICIAL_CONTENT_QUERY_KEY } from './get-official-content-list';

export function getAdminOfficialContent(type: OfficialContentType, signal?: AbortSignal) {
  return api.get<AdminOfficialContentList>(`/api/admin/official-content/${type}`, { signal });
}

export function getAdminOfficialContentQueryOptions(type: OfficialContentType) {
  return queryOptions({
    queryKey: [...OFFICIAL_CONTENT_QUERY_KEY, 'admin', type],
    queryFn: ({ signal }) => getAdminOfficialContent(type, signal),
  });
}

/** The posts of one type with their content, for the admin screen. */
export function useAdminOfficialContent(type: OfficialContentType) {
  return useQuery(getAdminOfficialContentQueryOptions(type));
}
