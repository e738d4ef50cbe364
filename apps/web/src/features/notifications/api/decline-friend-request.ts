import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { Friendship } from '@haven/shared/friends/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Declines the member's friend request; answers the viewer's new status with the member. */
export function declineFriendRequest(memberId: string): Promise<Friendship> {
  return api.post<Friendship>(`/api/me/friends/${encodeURIComponent(memberId)}/decline`);
}

export function useDeclineFriendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) => declineFriendRequest(memberId),
    onSettled: (_friendship, _error, memberId) => {
      // The friend button and friends grid of that member read their friendship again, also
      // after a refusal (the request was already gone).
      void queryClient.invalidateQueries({ queryKey: [REALTIME_TOPICS.friends, memberId] });
    },
  });
}
