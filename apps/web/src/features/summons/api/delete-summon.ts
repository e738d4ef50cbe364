import type { Ok } from '@haven/shared/common/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SUMMONS_QUERY_KEY } from './get-summon-history';

export function deleteSummon(id: string): Promise<Ok> {
  return api.delete<Ok>(`/api/me/summons/${encodeURIComponent(id)}`);
}

/** Deletes one of the member's own entries; the history and pity counts are read again. */
export function useDeleteSummon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSummon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUMMONS_QUERY_KEY }),
  });
}
