import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { HEROES_QUERY_KEY } from './get-heroes';

export function deleteHero(heroId: string): Promise<{ ok: true }> {
  return api.delete<{ ok: true }>(`/api/admin/heroes/${encodeURIComponent(heroId)}`);
}

export function useDeleteHero() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHero,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HEROES_QUERY_KEY }),
  });
}
