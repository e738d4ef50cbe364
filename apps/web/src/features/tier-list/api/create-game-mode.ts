import type { GameMode, GameModeInput } from '@haven/shared/tier-list/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { TIER_LIST_QUERY_KEY } from './get-game-modes';

/** Adds a game mode. */
export function createGameMode(input: GameModeInput): Promise<GameMode> {
  return api.post<GameMode>('/api/admin/game-modes', input);
}

/** Adds a mode, then refetches every tier list query. */
export function useCreateGameMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGameMode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TIER_LIST_QUERY_KEY }),
  });
}
