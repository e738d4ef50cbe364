import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { GameTeam } from '@haven/shared/game-team/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getGameTeamQueryOptions } from './get-game-team';

export function setMainHero(entryId: string): Promise<GameTeam> {
  return api.put<GameTeam>(`/api/me/game-team/${encodeURIComponent(entryId)}/main`);
}

/** Makes a hero of the member's own team the main one; their team and profile are read again. */
export function useSetMainHero() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMainHero,
    onSuccess: async (team) => {
      queryClient.setQueryData(getGameTeamQueryOptions().queryKey, team);
      await queryClient.invalidateQueries({ queryKey: [REALTIME_TOPICS.profiles] });
    },
  });
}
