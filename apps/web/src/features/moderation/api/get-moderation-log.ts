import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { ModerationAction } from '@haven/shared/moderation/constants';
import type { ModerationLog } from '@haven/shared/moderation/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every moderation query starts with the topic, so a new entry or restriction refetches them. */
export const MODERATION_QUERY_KEY = [REALTIME_TOPICS.moderation] as const;

/** The log's filters (admin and member by id) and page, as kept in the address. */
export type ModerationLogFilters = {
  admin: string;
  action: ModerationAction | '';
  member: string;
  page: number;
};

export function getModerationLog(
  filters: ModerationLogFilters,
  signal?: AbortSignal,
): Promise<ModerationLog> {
  const query = new URLSearchParams({ page: String(filters.page) });
  if (filters.admin) query.set('admin', filters.admin);
  if (filters.action) query.set('action', filters.action);
  if (filters.member) query.set('member', filters.member);
  return api.get<ModerationLog>(`/api/admin/moderation-log?${query}`, { signal });
}

export function getModerationLogQueryOptions(filters: ModerationLogFilters) {
  return queryOptions({
    queryKey: [...MODERATION_QUERY_KEY, 'log', filters],
    queryFn: ({ signal }) => getModerationLog(filters, signal),
    placeholderData: keepPreviousData,
  });
}

/** A page of the moderation log, newest first. */
export function useModerationLog(filters: ModerationLogFilters) {
  return useQuery(getModerationLogQueryOptions(filters));
}
