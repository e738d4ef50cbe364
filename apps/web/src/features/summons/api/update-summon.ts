import type { SummonEntry, SummonEntryInput } from '@haven/shared/summons/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SUMMONS_QUERY_KEY } from './get-summon-history';

export function updateSummon({ id, input }: { id: string; input: SummonEntryInput }): Promise<SummonEntry> {
  return api.put<SummonEntry>(`/api/me/summons/${encodeURIComponent(id)}`, input);
}

/** Saves over one of the member's own entries; the history and pity counts are read again. */
export function useUpdateSummon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSummon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUMMONS_QUERY_KEY }),
  });
}
