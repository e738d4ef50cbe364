import type { MyFavoriteOutfitResponse } from '@haven/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { MY_FAVORITE_OUTFIT_QUERY_KEY } from './get-my-favorite-outfit';

export function removeFavoriteOutfit(): Promise<unknown> {
  return api.delete<unknown>('/api/me/favorite-outfit');
}

/** Clears the member's favourite outfit. */
export function useRemoveFavoriteOutfit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFavoriteOutfit,
    onSuccess: () =>
      queryClient.setQueryData<MyFavoriteOutfitResponse>(MY_FAVORITE_OUTFIT_QUERY_KEY, { favorite: null }),
  });
}
