import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { NotificationFeed } from '@haven/shared/notifications/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The viewer's newest notifications; keyed on the `notifications` topic, which reaches only them. */
export const notificationsQueryKey = (limit: number) =>
  [REALTIME_TOPICS.notifications, 'list', limit] as const;

export function getNotifications(limit: number, signal?: AbortSignal): Promise<NotificationFeed> {
  return api.get<NotificationFeed>(`/api/me/notifications?limit=${limit}`, { signal });
}

export function getNotificationsQueryOptions(limit: number) {
  return queryOptions({
    queryKey: notificationsQueryKey(limit),
    queryFn: ({ signal }) => getNotifications(limit, signal),
    // Opening the list always shows what is there now.
    staleTime: 1_000,
  });
}

export function useNotifications(limit: number, options: { enabled: boolean }) {
  return useQuery({ ...getNotificationsQueryOptions(limit), enabled: options.enabled });
}
