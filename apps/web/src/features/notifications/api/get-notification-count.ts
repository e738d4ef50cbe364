import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { NotificationCount } from '@haven/shared/notifications/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** How many notifications the viewer has; keyed on the `notifications` topic, so each one arriving updates it. */
export const NOTIFICATION_COUNT_QUERY_KEY = [REALTIME_TOPICS.notifications, 'count'] as const;

export function getNotificationCount(signal?: AbortSignal): Promise<NotificationCount> {
  return api.get<NotificationCount>('/api/me/notifications/count', { signal });
}

export function getNotificationCountQueryOptions() {
  return queryOptions({
    queryKey: NOTIFICATION_COUNT_QUERY_KEY,
    queryFn: ({ signal }) => getNotificationCount(signal),
  });
}

/** The bell's badge: 0 for visitors and until the count arrives. */
export function useNotificationCount(isSignedIn: boolean): number {
  const query = useQuery({ ...getNotificationCountQueryOptions(), enabled: isSignedIn });
  return isSignedIn ? (query.data?.count ?? 0) : 0;
}
