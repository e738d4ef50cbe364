import type { MyCollection } from '@haven/shared/collection/schemas';
import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The member's collection, keyed by their id so their own collection events refetch it. */
export const myCollectionKey = (userId: string) => [REALTIME_TOPICS.collection, userId, 'mine'] as const;

export function getMyCollection(signal?: AbortSignal): Promise<MyCollection> {
  return api.get<MyCollection>('/api/me/collection', { signal });
}

export function getMyCollectionQueryOptions(userId: string) {
  return queryOptions({
    queryKey: myCollectionKey(userId),
    queryFn: ({ signal }) => getMyCollection(signal),
  });
}

/** Every hero with the member's entries; asked for only while someone is signed in. */
export function useMyCollection(userId: string | undefined) {
  return useQuery({ ...getMyCollectionQueryOptions(userId ?? ''), enabled: userId !== undefined });
}
