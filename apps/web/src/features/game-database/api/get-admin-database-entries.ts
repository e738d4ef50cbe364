import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { DatabaseCategory } from '@haven/shared/game-database/constants';
import type { AdminDatabaseListResponse } from '@haven/shared/game-database/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every admin query of the game database starts with this key, so a change event refetches them all. */
export const ADMIN_DATABASE_QUERY_KEY = [REALTIME_TOPICS.gameDatabase, 'admin'] as const;

export type AdminDatabaseListParams = { category: DatabaseCategory | null; search: string; page: number };

export function getAdminDatabaseEntries(
  params: AdminDatabaseListParams,
  signal?: AbortSignal,
): Promise<AdminDatabaseListResponse> {
  const query = new URLSearchParams({ page: String(params.page) });
  if (params.category) query.set('category', params.category);
  if (params.search) query.set('search', params.search);
  return api.get<AdminDatabaseListResponse>(`/api/admin/database?${query}`, { signal });
}

export function getAdminDatabaseEntriesQueryOptions(params: AdminDatabaseListParams) {
  return queryOptions({
    queryKey: [...ADMIN_DATABASE_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) => getAdminDatabaseEntries(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** A page of the admin Game Database table, newest change first. */
export function useAdminDatabaseEntries(params: AdminDatabaseListParams) {
  return useQuery(getAdminDatabaseEntriesQueryOptions(params));
}
