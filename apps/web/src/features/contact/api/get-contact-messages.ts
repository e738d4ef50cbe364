import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { ContactFilter } from '@haven/shared/contact/constants';
import type { ContactMessageList } from '@haven/shared/contact/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every inbox query starts with this key, the realtime topic admins receive for new and changed messages. */
export const CONTACT_MESSAGES_QUERY_KEY = [REALTIME_TOPICS.contactMessages] as const;

export function getContactMessages(status: ContactFilter, signal?: AbortSignal): Promise<ContactMessageList> {
  return api.get<ContactMessageList>(`/api/admin/contact-messages?status=${status}`, { signal });
}

export function getContactMessagesQueryOptions(status: ContactFilter) {
  return queryOptions({
    queryKey: [...CONTACT_MESSAGES_QUERY_KEY, 'list', status],
    queryFn: ({ signal }) => getContactMessages(status, signal),
    placeholderData: keepPreviousData,
  });
}

/** The admin inbox, newest first, filtered by status. */
export function useContactMessages(status: ContactFilter) {
  return useQuery(getContactMessagesQueryOptions(status));
}
