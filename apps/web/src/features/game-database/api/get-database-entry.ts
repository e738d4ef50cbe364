import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { DatabaseCategory } from '@haven/shared/game-database/constants';
import type { DatabaseEntryDetail } from '@haven/shared/game-database/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { GAME_DATABASE_QUERY_KEY } from './get-database-entries';

export function getDatabaseEntry(
  category: DatabaseCategory,
  slug: string,
  signal?: AbortSignal,
): Promise<DatabaseEntryDetail> {
  return api.get<DatabaseEntryDetail>(
    `/api/database/${encodeURIComponent(category)}/${encodeURIComponent(slug)}`,
    { signal },
  );
}

export function getDatabaseEntryQueryOptions(category: DatabaseCategory, slug: string) {
  return queryOptions({
    queryKey: [...GAME_DATABASE_QUERY_KEY, 'entry', category, slug],
    queryFn: ({ signal }) => getDatabaseEntry(category, slug, signal),
    // Its related heroes' names and portraits come from the heroes.
    meta: { topics: [REALTIME_TOPICS.heroes] },
    // An unknown or malformed slug is an answer, not a hiccup to retry.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

/** One entry with its description, attributes, related heroes and neighbours by name. */
export function useDatabaseEntry(category: DatabaseCategory, slug: string) {
  return useQuery(getDatabaseEntryQueryOptions(category, slug));
}
