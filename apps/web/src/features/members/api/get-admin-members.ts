import type { MemberListResponse } from '@haven/shared/members/schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { MEMBERS_QUERY_KEY } from './get-members';

export function getAdminMembers(
  search: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<MemberListResponse> {
  const query = new URLSearchParams();
  if (search) query.set('search', search);
  if (cursor) query.set('cursor', cursor);
  return api.get<MemberListResponse>(`/api/admin/members?${query}`, { signal });
}

/** The admin Users table: every member, newest first, 20 at a time. */
export function getAdminMembersQueryOptions(search: string) {
  return infiniteQueryOptions({
    queryKey: [...MEMBERS_QUERY_KEY, 'admin', search],
    queryFn: ({ pageParam, signal }) => getAdminMembers(search, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useAdminMembers(search: string) {
  return useInfiniteQuery(getAdminMembersQueryOptions(search));
}
