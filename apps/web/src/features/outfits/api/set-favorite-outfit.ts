import type { MyFavoriteOutfitResponse, SetFavoriteOutfitRequest } from '@haven/shared/outfits/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { MY_FAVORITE_OUTFIT_QUERY_KEY } from './get-my-favorite-outfit';

export function setFavoriteOutfit(input: SetFavoriteOutfitRequest): Promise<MyFavoriteOutfitResponse> {
  return api.put<MyFavoriteOutfitResponse>('/api/me/favorite-outfit', input);
}

/** Makes an outfit, in one version, the member's favourite (replacing any other). */
export function useSetFavoriteOutfit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFavoriteOutfit,
    onSuccess: (answer) => queryClient.setQueryData(MY_FAVORITE_OUTFIT_QUERY_KEY, answer),
  });
}
