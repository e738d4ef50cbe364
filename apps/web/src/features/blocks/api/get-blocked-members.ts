import type { BlockedMemberList } from '@haven/shared/blocks/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BLOCKS_QUERY_KEY } from './get-blocked-ids';

export function getBlockedMembers(page: number, signal?: AbortSignal): Promise<BlockedMemberList> {
  return api.get<BlockedMemberList>(`/api/me/blocks?page=${page}`, { signal });
}

export function getBlockedMembersQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...BLOCKS_QUERY_KEY, 'list', page] as const,
    queryFn: ({ signal }) => getBlockedMembers(page, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of the members the viewer blocks, most recent first. */
export function useBlockedMembers(page: number) {
  return useQuery(getBlockedMembersQueryOptions(page));
}
