import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { Ok } from '@haven/shared/common/schemas';
import type { NotificationCount, NotificationFeed } from '@haven/shared/notifications/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { NOTIFICATION_COUNT_QUERY_KEY } from './get-notification-count';

export function deleteNotification(id: string): Promise<Ok> {
  return api.delete<Ok>(`/api/me/notifications/${encodeURIComponent(id)}`);
}

/** Opening a notification deletes it: it leaves every list and the badge at once. */
export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: [REALTIME_TOPICS.notifications] });
      let removed = false;
      queryClient.setQueriesData<NotificationFeed>(
        { queryKey: [REALTIME_TOPICS.notifications, 'list'] },
        (feed) => {
          if (!feed?.items.some((n) => n.id === id)) return feed;
          removed = true;
          return { items: feed.items.filter((n) => n.id !== id), total: Math.max(0, feed.total - 1) };
        },
      );
      if (removed) {
        queryClient.setQueryData<NotificationCount>(NOTIFICATION_COUNT_QUERY_KEY, (c) =>
          c ? { count: Math.max(0, c.count - 1) } : c,
        );
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [REALTIME_TOPICS.notifications] }),
  });
}
