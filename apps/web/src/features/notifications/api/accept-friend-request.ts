import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { Friendship } from '@haven/shared/friends/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Accepts the member's friend request; answers the viewer's new status with the member. */
export function acceptFriendRequest(memberId: string): Promise<Friendship> {
  return api.post<Friendship>(`/api/me/friends/${encodeURIComponent(memberId)}/accept`);
}

export function useAcceptFriendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) => acceptFriendRequest(memberId),
    onSuccess: (_friendship, memberId) => {
      // The friend button and friends grid of that member read their friendship again.
      void queryClient.invalidateQueries({ queryKey: [REALTIME_TOPICS.friends, memberId] });
    },
  });
}
