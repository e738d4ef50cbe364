import type { Health } from '@haven/shared/common/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Connection health check interval and reconnect delay (spec part 1 §9). */
export const HEALTH_CHECK_INTERVAL_MS = 30_000;
const RECONNECT_DELAY_MS = 1_000;

export function getHealth(signal?: AbortSignal): Promise<Health> {
  return api.get<Health>('/api/health', { signal });
}

export function getHealthQueryOptions() {
  return queryOptions({
    queryKey: ['health'],
    queryFn: ({ signal }) => getHealth(signal),
    refetchInterval: HEALTH_CHECK_INTERVAL_MS,
    // A failed check is tried again after a second before the connection counts as lost.
    retry: 1,
    retryDelay: RECONNECT_DELAY_MS,
  });
}

/** Whether the server (and its database) answer; polled every 30 s while mounted. */
export function useConnectionHealth() {
  return useQuery(getHealthQueryOptions());
}
