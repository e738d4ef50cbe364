import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { OfficialContentType } from '@haven/shared/home/constants';
import type { OfficialContentList } from '@haven/shared/official-content/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every official-content query starts with this key, the realtime topic of news, updates and events. */
export const OFFICIAL_CONTENT_QUERY_KEY = [REALTIME_TOPICS.news] as const;

export function getOfficialContentList(type: OfficialContentType, signal?: AbortSignal) {
  return api.get<OfficialContentList>(`/api/official-content/${type}`, { signal });
}

export function getOfficialContentListQueryOptions(type: OfficialContentType) {
  return queryOptions({
    queryKey: [...OFFICIAL_CONTENT_QUERY_KEY, 'list', type],
    queryFn: ({ signal }) => getOfficialContentList(type, signal),
  });
}

/** The posts of one type, newest first. */
export function useOfficialContentList(type: OfficialContentType) {
  return useQuery(getOfficialContentListQueryOptions(type));
}
