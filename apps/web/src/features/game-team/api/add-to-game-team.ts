import type { GameTeam } from '@haven/shared/game-team/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getGameTeamQueryOptions } from './get-game-team';

export function addToGameTeam(heroId: string, position: number): Promise<GameTeam> {
  return api.post<GameTeam>('/api/me/game-team', { heroId, position });
}

export function useAddToGameTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ heroId, position }: { heroId: string; position: number }) =>
      addToGameTeam(heroId, position),
    onSuccess: (team) => queryClient.setQueryData(getGameTeamQueryOptions().queryKey, team),
  });
}
