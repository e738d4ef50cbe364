import type { TierListSave, TierListSaved } from '@haven/shared/tier-list/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { TIER_LIST_QUERY_KEY } from './get-game-modes';

export type SaveTierListVariables = { modeId: string; input: TierListSave };

/** Replaces a mode's placements; refused as stale when the mode was saved since `input.version`. */
export function saveTierList({ modeId, input }: SaveTierListVariables): Promise<TierListSaved> {
  return api.put<TierListSaved>(`/api/admin/tier-list/${encodeURIComponent(modeId)}`, input);
}

/** Saves the editor's placements, then refetches every tier list query. */
export function useSaveTierList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTierList,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TIER_LIST_QUERY_KEY }),
  });
}
