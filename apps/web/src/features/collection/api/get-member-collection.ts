import type { MemberCollection } from '@haven/shared/collection/schemas';
import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getMemberCollection(memberId: string, signal?: AbortSignal): Promise<MemberCollection> {
  return api.get<MemberCollection>(`/api/members/${encodeURIComponent(memberId)}/collection`, { signal });
}

/**
 * A member's collection as the reader may see it (the profile's showcase). It depends on the
 * reader's friendship with the member and on blocks too.
 */
export function getMemberCollectionQueryOptions(memberId: string) {
  return queryOptions({
    queryKey: [REALTIME_TOPICS.collection, memberId, 'showcase'] as const,
    queryFn: ({ signal }) => getMemberCollection(memberId, signal),
    meta: { sameIdTopics: [REALTIME_TOPICS.friends], topics: [REALTIME_TOPICS.blocks] },
  });
}

export function useMemberCollection(memberId: string) {
  return useQuery(getMemberCollectionQueryOptions(memberId));
}
