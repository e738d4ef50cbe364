import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { GameTeam } from '@haven/shared/game-team/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getGameTeamQueryOptions } from './get-game-team';

export function replaceInGameTeam(entryId: string, heroId: string): Promise<GameTeam> {
  return api.put<GameTeam>(`/api/me/game-team/${encodeURIComponent(entryId)}/hero`, { heroId });
}

/** Puts a hero in the place of one of a full team's heroes; their team and profile are read again. */
export function useReplaceInGameTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, heroId }: { entryId: string; heroId: string }) =>
      replaceInGameTeam(entryId, heroId),
    onSuccess: async (team) => {
      queryClient.setQueryData(getGameTeamQueryOptions().queryKey, team);
      await queryClient.invalidateQueries({ queryKey: [REALTIME_TOPICS.profiles] });
    },
  });
}
