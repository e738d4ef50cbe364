import type { DatabaseEntryDetail } from '@haven/shared/game-database/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_DATABASE_QUERY_KEY } from './get-admin-database-entries';

export function getAdminDatabaseEntry(entryId: string, signal?: AbortSignal): Promise<DatabaseEntryDetail> {
  return api.get<DatabaseEntryDetail>(`/api/admin/database/${encodeURIComponent(entryId)}`, { signal });
}

export function getAdminDatabaseEntryQueryOptions(entryId: string) {
  return queryOptions({
    queryKey: [...ADMIN_DATABASE_QUERY_KEY, 'entry', entryId],
    queryFn: ({ signal }) => getAdminDatabaseEntry(entryId, signal),
  });
}

/** One whole entry, for the editor. */
export function useAdminDatabaseEntry(entryId: string) {
  return useQuery(getAdminDatabaseEntryQueryOptions(entryId));
}
