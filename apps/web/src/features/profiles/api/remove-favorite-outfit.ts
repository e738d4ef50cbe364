import type { Ok } from '@haven/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PROFILES_QUERY_KEY } from './get-profile';

export function removeFavoriteOutfit(): Promise<Ok> {
  return api.delete<Ok>('/api/me/favorite-outfit');
}

export function useRemoveFavoriteOutfit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFavoriteOutfit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILES_QUERY_KEY }),
  });
}
