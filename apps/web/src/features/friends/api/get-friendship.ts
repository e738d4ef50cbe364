import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { Friendship } from '@haven/shared/friends/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const seg = (value: string) => encodeURIComponent(value);

/** The viewer's friendship with a member; keyed on the `friends` topic and that member's id. */
export const friendshipQueryKey = (memberId: string) =>
  [REALTIME_TOPICS.friends, memberId, 'status'] as const;

export function getFriendship(memberId: string, signal?: AbortSignal): Promise<Friendship> {
  return api.get<Friendship>(`/api/me/friends/${seg(memberId)}`, { signal });
}

export function getFriendshipQueryOptions(memberId: string) {
  return queryOptions({
    queryKey: friendshipQueryKey(memberId),
    queryFn: ({ signal }) => getFriendship(memberId, signal),
  });
}

/** Only asked for when someone is signed in: visitors have no friendships. */
export function useFriendship(memberId: string) {
  return useQuery(getFriendshipQueryOptions(memberId));
}

/** The call of each friendship action, for the mutation files. */
export function friendshipPath(memberId: string): string {
  return `/api/me/friends/${seg(memberId)}`;
}
