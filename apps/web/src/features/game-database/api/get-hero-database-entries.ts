import type { HeroDatabaseEntriesResponse } from '@haven/shared/game-database/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { GAME_DATABASE_QUERY_KEY } from './get-database-entries';

export function getHeroDatabaseEntries(
  heroId: string,
  signal?: AbortSignal,
): Promise<HeroDatabaseEntriesResponse> {
  return api.get<HeroDatabaseEntriesResponse>(`/api/heroes/${encodeURIComponent(heroId)}/database-entries`, {
    signal,
  });
}

export function getHeroDatabaseEntriesQueryOptions(heroId: string) {
  return queryOptions({
    queryKey: [...GAME_DATABASE_QUERY_KEY, 'hero', heroId],
    queryFn: ({ signal }) => getHeroDatabaseEntries(heroId, signal),
  });
}

/** The database entries that name one hero, in category order then by name. */
export function useHeroDatabaseEntries(heroId: string) {
  return useQuery(getHeroDatabaseEntriesQueryOptions(heroId));
}
