import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { Friendship } from '@haven/shared/friends/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { friendshipPath, friendshipQueryKey } from './get-friendship';

/** Ends the friendship with the member; answers the viewer's new status with the member. */
export function removeFriend(memberId: string): Promise<Friendship> {
  return api.delete<Friendship>(friendshipPath(memberId));
}

export function useRemoveFriend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) => removeFriend(memberId),
    onSuccess: (friendship, memberId) => {
      queryClient.setQueryData(friendshipQueryKey(memberId), friendship);
      void queryClient.invalidateQueries({ queryKey: [REALTIME_TOPICS.friends, memberId] });
    },
    // Refused when the friendship had already ended: the button reads the status again.
    onError: (_error, memberId) => {
      void queryClient.invalidateQueries({ queryKey: [REALTIME_TOPICS.friends, memberId] });
    },
  });
}
