import type { HeroInput, SavedHero } from '@haven/shared/heroes/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { HEROES_QUERY_KEY } from './get-heroes';

export function updateHero(heroId: string, input: HeroInput): Promise<SavedHero> {
  return api.put<SavedHero>(`/api/admin/heroes/${encodeURIComponent(heroId)}`, input);
}

export function useUpdateHero() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ heroId, input }: { heroId: string; input: HeroInput }) => updateHero(heroId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HEROES_QUERY_KEY }),
  });
}
