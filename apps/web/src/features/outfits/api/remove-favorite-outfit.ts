import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { Ok } from '@haven/shared/common/schemas';
import type { MyFavoriteOutfitResponse } from '@haven/shared/outfits/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { MY_FAVORITE_OUTFIT_QUERY_KEY } from './get-my-favorite-outfit';

export function removeFavoriteOutfit(): Promise<Ok> {
  return api.delete<Ok>('/api/me/favorite-outfit');
}

/** Clears the member's favourite outfit, on the outfit page and on their profile alike. */
export function useRemoveFavoriteOutfit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFavoriteOutfit,
    onSuccess: () => {
      queryClient.setQueryData<MyFavoriteOutfitResponse>(MY_FAVORITE_OUTFIT_QUERY_KEY, { favorite: null });
      return queryClient.invalidateQueries({ queryKey: [REALTIME_TOPICS.profiles] });
    },
  });
}
