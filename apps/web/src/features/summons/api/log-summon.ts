import type { SummonEntry, SummonEntryInput } from '@haven/shared/summons/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SUMMONS_QUERY_KEY } from './get-summon-history';

export function logSummon(input: SummonEntryInput): Promise<SummonEntry> {
  return api.post<SummonEntry>('/api/me/summons', input);
}

/** Logs a summon; the history and pity counts are read again. */
export function useLogSummon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logSummon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUMMONS_QUERY_KEY }),
  });
}
