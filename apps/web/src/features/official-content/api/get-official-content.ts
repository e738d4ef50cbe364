import type { OfficialContentType } from '@haven/shared/home/constants';
import type { OfficialContent } from '@haven/shared/official-content/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { OFFICIAL_CONTENT_QUERY_KEY } from './get-official-content-list';

export function getOfficialContent(type: OfficialContentType, slug: string, signal?: AbortSignal) {
  return api.get<OfficialContent>(`/api/official-content/${type}/${encodeURIComponent(slug)}`, { signal });
}

export function getOfficialContentQueryOptions(type: OfficialContentType, slug: string) {
  return queryOptions({
    queryKey: [...OFFICIAL_CONTENT_QUERY_KEY, 'item', type, slug],
    queryFn: ({ signal }) => getOfficialContent(type, slug, signal),
    retry: false,
  });
}

/** One post by its type and slug. */
export function useOfficialContent(type: OfficialContentType, slug: string) {
  return useQuery(getOfficialContentQueryOptions(type, slug));
}
