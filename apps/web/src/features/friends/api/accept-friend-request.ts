import type { Friendship } from '@haven/shared';
import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { friendshipPath, friendshipQueryKey } from './get-friendship';

/** Accepts the member's friend request; answers the viewer's new status with the member. */
export function acceptFriendRequest(memberId: string): Promise<Friendship> {
  return api.post<Friendship>(friendshipPath(memberId, 'accept'));
}

export function useAcceptFriendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) => acceptFriendRequest(memberId),
    onSuccess: (friendship, memberId) => {
      queryClient.setQueryData(friendshipQueryKey(memberId), friendship);
      void queryClient.invalidateQueries({ queryKey: [REALTIME_TOPICS.friends, memberId] });
    },
  });
}
