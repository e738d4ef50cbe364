import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { AdminMemberListResponse } from '@haven/shared/members/schemas';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { MEMBERS_QUERY_KEY } from './get-members';

export function getAdminMembers(
  search: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<AdminMemberListResponse> {
  const query = new URLSearchParams();
  if (search) query.set('search', search);
  if (cursor) query.set('cursor', cursor);
  return api.get<AdminMemberListResponse>(`/api/admin/members?${query}`, { signal });
}

/** The admin Users table: every member with their standing, newest first, 20 at a time. */
export function getAdminMembersQueryOptions(search: string) {
  return infiniteQueryOptions({
    queryKey: [...MEMBERS_QUERY_KEY, 'admin', search],
    queryFn: ({ pageParam, signal }) => getAdminMembers(search, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // The rows shown stay (and their open dialogs with them) while another search loads.
    placeholderData: keepPreviousData,
    // Each row shows the member's suspension or ban, which moderation events change.
    meta: { topics: [REALTIME_TOPICS.moderation] },
  });
}

export function useAdminMembers(search: string) {
  return useInfiniteQuery(getAdminMembersQueryOptions(search));
}
