import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { GameTeam } from '@haven/shared/game-team/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getGameTeamQueryOptions } from './get-game-team';

export function removeFromGameTeam(entryId: string): Promise<GameTeam> {
  return api.delete<GameTeam>(`/api/me/game-team/${encodeURIComponent(entryId)}`);
}

/** Removes a hero from the member's own team; their team and profile are read again. */
export function useRemoveFromGameTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromGameTeam,
    onSuccess: async (team) => {
      queryClient.setQueryData(getGameTeamQueryOptions().queryKey, team);
      await queryClient.invalidateQueries({ queryKey: [REALTIME_TOPICS.profiles] });
    },
  });
}
