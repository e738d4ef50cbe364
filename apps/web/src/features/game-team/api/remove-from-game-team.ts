import type { GameTeam } from '@haven/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PROFILES_QUERY_KEY } from '../../profiles/api/get-profile';
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
      await queryClient.invalidateQueries({ queryKey: PROFILES_QUERY_KEY });
    },
  });
}
