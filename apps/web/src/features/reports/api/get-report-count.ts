import type { ReportCount } from '@haven/shared/reports/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { REPORTS_QUERY_KEY } from './get-report-queue';

export function getReportCount(signal?: AbortSignal): Promise<ReportCount> {
  return api.get<ReportCount>('/api/admin/reports/count', { signal });
}

export function getReportCountQueryOptions() {
  return queryOptions({
    queryKey: [...REPORTS_QUERY_KEY, 'count'],
    queryFn: ({ signal }) => getReportCount(signal),
  });
}

/** How many reported items wait for review: the Reports tab's badge (admins). */
export function useReportCount(isEnabled = true) {
  return useQuery({ ...getReportCountQueryOptions(), enabled: isEnabled });
}
