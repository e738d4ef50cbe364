import type { HeroDatabaseEntriesResponse } from '@haven/shared/game-database/schemas';
import type { Language } from '@haven/shared/i18n/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contentLanguage, withContentLanguage } from '../../../lib/content-language';
import { GAME_DATABASE_QUERY_KEY } from './get-database-entries';

export function getHeroDatabaseEntries(
  heroId: string,
  language: Language,
  signal?: AbortSignal,
): Promise<HeroDatabaseEntriesResponse> {
  return api.get<HeroDatabaseEntriesResponse>(
    withContentLanguage(`/api/heroes/${encodeURIComponent(heroId)}/database-entries`, language),
    { signal },
  );
}

export function getHeroDatabaseEntriesQueryOptions(heroId: string) {
  const lang = contentLanguage();
  return queryOptions({
    queryKey: [...GAME_DATABASE_QUERY_KEY, 'hero', heroId, lang],
    queryFn: ({ signal }) => getHeroDatabaseEntries(heroId, lang, signal),
  });
}

/** The database entries that name one hero, in category order then by name, in the page's language. */
export function useHeroDatabaseEntries(heroId: string) {
  return useQuery(getHeroDatabaseEntriesQueryOptions(heroId));
}
