import type { GameMode, GameModeInput } from '@haven/shared/tier-list/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { TIER_LIST_QUERY_KEY } from './get-game-modes';

export type UpdateGameModeVariables = { modeId: string; input: GameModeInput };

/** Renames a game mode or changes its description. */
export function updateGameMode({ modeId, input }: UpdateGameModeVariables): Promise<GameMode> {
  return api.patch<GameMode>(`/api/admin/game-modes/${encodeURIComponent(modeId)}`, input);
}

/** Saves a mode, then refetches every tier list query. */
export function useUpdateGameMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGameMode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TIER_LIST_QUERY_KEY }),
  });
}
