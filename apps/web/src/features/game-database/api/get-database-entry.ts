import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { DatabaseCategory } from '@haven/shared/game-database/constants';
import type { DatabaseEntryDetail } from '@haven/shared/game-database/schemas';
import type { Language } from '@haven/shared/i18n/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { contentLanguage, withContentLanguage } from '../../../lib/content-language';
import { GAME_DATABASE_QUERY_KEY } from './get-database-entries';

/** An entry with its texts in `language` (English where not translated). */
export function getDatabaseEntry(
  category: DatabaseCategory,
  slug: string,
  language: Language,
  signal?: AbortSignal,
): Promise<DatabaseEntryDetail> {
  return api.get<DatabaseEntryDetail>(
    withContentLanguage(
      `/api/database/${encodeURIComponent(category)}/${encodeURIComponent(slug)}`,
      language,
    ),
    { signal },
  );
}

/** The entry in the page's language. */
export function getDatabaseEntryQueryOptions(category: DatabaseCategory, slug: string, language?: Language) {
  const lang = contentLanguage(language);
  return queryOptions({
    queryKey: [...GAME_DATABASE_QUERY_KEY, 'entry', category, slug, lang],
    queryFn: ({ signal }) => getDatabaseEntry(category, slug, lang, signal),
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
