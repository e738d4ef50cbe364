import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { GameTeam } from '@haven/shared/game-team/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getGameTeamQueryOptions } from './get-game-team';

export function addToGameTeam(heroId: string, position: number): Promise<GameTeam> {
  return api.post<GameTeam>('/api/me/game-team', { heroId, position });
}

/** Adds a hero at a free position; the member's team and profile are read again. */
export function useAddToGameTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ heroId, position }: { heroId: string; position: number }) =>
      addToGameTeam(heroId, position),
    onSuccess: async (team) => {
      queryClient.setQueryData(getGameTeamQueryOptions().queryKey, team);
      await queryClient.invalidateQueries({ queryKey: [REALTIME_TOPICS.profiles] });
    },
  });
}
