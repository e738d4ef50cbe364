import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { STATISTICS_TOPICS } from '@haven/shared/statistics/constants';
import type { Statistics } from '@haven/shared/statistics/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getStatistics(signal?: AbortSignal): Promise<Statistics> {
  return api.get<Statistics>('/api/statistics', { signal });
}

/**
 * Keyed under 'heroes'; every topic whose writes change a figure is listed in `meta.topics`,
 * so an event of any of them refetches an open page. Game Team events reach only their member, but
 * the same change also sends 'profiles'.
 */
export function getStatisticsQueryOptions() {
  return queryOptions({
    queryKey: [REALTIME_TOPICS.heroes, 'statistics'] as const,
    queryFn: ({ signal }) => getStatistics(signal),
    meta: {
      topics: STATISTICS_TOPICS,
    },
  });
}

/** Every figure of the statistics page, in one request. */
export function useStatistics() {
  return useQuery(getStatisticsQueryOptions());
}
