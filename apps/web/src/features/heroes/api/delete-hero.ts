import type { Ok } from '@haven/shared/common/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { HEROES_QUERY_KEY } from './get-heroes';

export function deleteHero(heroId: string): Promise<Ok> {
  return api.delete<Ok>(`/api/admin/heroes/${encodeURIComponent(heroId)}`);
}

export function useDeleteHero() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHero,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HEROES_QUERY_KEY }),
  });
}
