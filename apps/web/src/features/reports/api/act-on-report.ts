import type { ReportActionRequest } from '@haven/shared/reports/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { REPORTS_QUERY_KEY } from './get-report-queue';

export type ActOnReportVariables = { itemId: string; input: ReportActionRequest };

/** Dismisses, removes, warns, suspends or bans for a reported item (admins). */
export function actOnReport({ itemId, input }: ActOnReportVariables) {
  return api.post<{ ok: true }>(`/api/admin/reports/${encodeURIComponent(itemId)}/action`, input);
}

export function useActOnReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REPORTS_QUERY_KEY }),
  });
}
