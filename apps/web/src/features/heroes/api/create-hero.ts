import type { HeroInput, SavedHero } from '@haven/shared/heroes/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { HEROES_QUERY_KEY } from './get-heroes';

export function createHero(input: HeroInput): Promise<SavedHero> {
  return api.post<SavedHero>('/api/admin/heroes', input);
}

export function useCreateHero() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHero,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HEROES_QUERY_KEY }),
  });
}
