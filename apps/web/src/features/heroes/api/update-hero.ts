import type { Versioned } from '@haven/shared/common/versions';
import type { HeroInput, SavedHero } from '@haven/shared/heroes/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { HEROES_QUERY_KEY } from './get-heroes';

/** Replaces a hero, from the version its editor opened (refused with 409 when it is past it). */
export function updateHero(heroId: string, input: HeroInput & Versioned): Promise<SavedHero> {
  return api.put<SavedHero>(`/api/admin/heroes/${encodeURIComponent(heroId)}`, input);
}

export function useUpdateHero() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ heroId, input }: { heroId: string; input: HeroInput & Versioned }) =>
      updateHero(heroId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HEROES_QUERY_KEY }),
  });
}
