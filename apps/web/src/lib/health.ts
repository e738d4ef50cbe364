import type { Health } from '@haven/shared/common/schemas';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, api } from './api-client';

/** How often the connection is checked, and how soon a lost one is tried again. */
export const HEALTH_CHECK_INTERVAL_MS = 30_000;
const RECONNECT_DELAY_MS = 1_000;

/** GET /api/health: the server and its database answer. A 503 still carries the report. */
export async function getHealth(signal?: AbortSignal): Promise<Health> {
  try {
    return await api.get<Health>('/api/health', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 503) {
      return { status: 'error', database: 'down', latencyMs: 0 };
    }
    throw error;
  }
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

/** A one-off check on demand: the hero list's Debug button, which shows whether the database answers. */
export function useCheckHealth() {
  return useMutation({ mutationFn: () => getHealth() });
}
