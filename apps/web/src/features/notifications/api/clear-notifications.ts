import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { Ok } from '@haven/shared/common/schemas';
import type { NotificationCount, NotificationFeed } from '@haven/shared/notifications/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { NOTIFICATION_COUNT_QUERY_KEY } from './get-notification-count';

export function clearNotifications(): Promise<Ok> {
  return api.delete<Ok>('/api/me/notifications');
}

/** Deletes all of the viewer's notifications; on failure the list is loaded again. */
export function useClearNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearNotifications,
    onSuccess: () => {
      queryClient.setQueriesData<NotificationFeed>(
        { queryKey: [REALTIME_TOPICS.notifications, 'list'] },
        (feed) => (feed ? { items: [], total: 0 } : feed),
      );
      queryClient.setQueryData<NotificationCount>(NOTIFICATION_COUNT_QUERY_KEY, { count: 0 });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [REALTIME_TOPICS.notifications] }),
  });
}
