import type { SummonImportRequest, SummonImportResult } from '@haven/shared/summons/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SUMMONS_QUERY_KEY } from './get-summon-history';

/** The address of the member's summon log file. */
export const SUMMON_EXPORT_URL = '/api/me/summons/export';

export function importSummons(request: SummonImportRequest): Promise<SummonImportResult> {
  return api.post<SummonImportResult>('/api/me/summons/import', request);
}

/** Imports a summon log file; the history and pity counts are read again. */
export function useImportSummons() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importSummons,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUMMONS_QUERY_KEY }),
  });
}
