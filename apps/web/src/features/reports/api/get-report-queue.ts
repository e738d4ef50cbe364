import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { ReportQueue } from '@haven/shared/reports/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every query of the Reports tab starts with this key, so a new report refetches them all. */
export const REPORTS_QUERY_KEY = [REALTIME_TOPICS.reports] as const;

export function getReportQueue(page: number, signal?: AbortSignal): Promise<ReportQueue> {
  return api.get<ReportQueue>(`/api/admin/reports?page=${page}`, { signal });
}

export function getReportQueueQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...REPORTS_QUERY_KEY, 'queue', page],
    queryFn: ({ signal }) => getReportQueue(page, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of reported items waiting for review (admins). */
export function useReportQueue(page: number) {
  return useQuery(getReportQueueQueryOptions(page));
}
