import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { DatabaseCategory, DatabaseSort } from '@haven/shared/game-database/constants';
import type { DatabaseListResponse } from '@haven/shared/game-database/schemas';
import type { Rarity } from '@haven/shared/heroes/constants';
import type { Language } from '@haven/shared/i18n/languages';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contentLanguage, withContentLanguage } from '../../../lib/content-language';

/** Every game database query starts with this key, which is also the server's realtime topic. */
export const GAME_DATABASE_QUERY_KEY = [REALTIME_TOPICS.gameDatabase] as const;

/** A category page's state; empty strings mean no search, no rarity, no tag. */
export type DatabaseListParams = {
  search: string;
  rarity: Rarity | '';
  tag: string;
  sort: DatabaseSort;
  page: number;
};

export function getDatabaseEntries(
  category: DatabaseCategory,
  params: DatabaseListParams,
  language: Language,
  signal?: AbortSignal,
): Promise<DatabaseListResponse> {
  const query = new URLSearchParams();
  if (params.search) query.set('search', params.search);
  if (params.rarity) query.set('rarity', params.rarity);
  if (params.tag) query.set('tag', params.tag);
  if (params.sort !== 'name') query.set('sort', params.sort);
  query.set('page', String(params.page));
  return api.get<DatabaseListResponse>(
    withContentLanguage(`/api/database/${encodeURIComponent(category)}?${query}`, language),
    { signal },
  );
}

/** A page of the category in the page's language. */
export function getDatabaseEntriesQueryOptions(category: DatabaseCategory, params: DatabaseListParams) {
  const lang = contentLanguage();
  return queryOptions({
    queryKey: [...GAME_DATABASE_QUERY_KEY, 'list', category, params, lang],
    queryFn: ({ signal }) => getDatabaseEntries(category, params, lang, signal),
    // Paging and filtering keep the old cards on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** One page of a category's entries, with every tag in use in the category. */
export function useDatabaseEntries(category: DatabaseCategory, params: DatabaseListParams) {
  return useQuery(getDatabaseEntriesQueryOptions(category, params));
}
