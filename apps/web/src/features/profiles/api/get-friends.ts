import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { FriendList } from '@haven/shared/profiles/public-profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getFriends(profileId: string, signal?: AbortSignal): Promise<FriendList> {
  return api.get<FriendList>(`/api/profiles/${encodeURIComponent(profileId)}/friends`, { signal });
}

/** Keyed by the member's id, as the friends topic's events are. */
export function getFriendsQueryOptions(profileId: string) {
  return queryOptions({
    queryKey: [REALTIME_TOPICS.friends, profileId, 'list'],
    queryFn: ({ signal }) => getFriends(profileId, signal),
  });
}

/** Only asked for when someone is signed in: visitors cannot see friends lists. */
export function useFriends(profileId: string, options: { enabled: boolean }) {
  return useQuery({ ...getFriendsQueryOptions(profileId), enabled: options.enabled });
}
