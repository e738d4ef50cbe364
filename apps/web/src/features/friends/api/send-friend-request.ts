import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { Friendship } from '@haven/shared/friends/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { friendshipPath, friendshipQueryKey } from './get-friendship';

/** Sends a friend request (or accepts theirs, when they asked first); answers the viewer's new status with the member. */
export function sendFriendRequest(memberId: string): Promise<Friendship> {
  return api.post<Friendship>(friendshipPath(memberId));
}

export function useSendFriendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) => sendFriendRequest(memberId),
    onSuccess: (friendship, memberId) => {
      queryClient.setQueryData(friendshipQueryKey(memberId), friendship);
      void queryClient.invalidateQueries({ queryKey: [REALTIME_TOPICS.friends, memberId] });
    },
  });
}
