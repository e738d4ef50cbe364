import type { Ok } from '@haven/shared/common/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { TIER_LIST_QUERY_KEY } from './get-game-modes';

/** Deletes a game mode with its placements and notes. */
export function deleteGameMode(modeId: string): Promise<Ok> {
  return api.delete<Ok>(`/api/admin/game-modes/${encodeURIComponent(modeId)}`);
}

/** Deletes a mode, then refetches every tier list query. */
export function useDeleteGameMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGameMode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TIER_LIST_QUERY_KEY }),
  });
}
