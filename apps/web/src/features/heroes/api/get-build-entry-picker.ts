import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { DatabasePickerResponse } from '@haven/shared/game-database/schemas';
import type { BuildCategory } from '@haven/shared/heroes/constants';
import type { SKILL_COST_CATEGORIES } from '@haven/shared/heroes/skill-depth';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** One category the picker may be narrowed to: a build's, or the items upgrade costs name; '' for the build's four. */
export type PickerCategory = BuildCategory | (typeof SKILL_COST_CATEGORIES)[number] | '';

/** Asks for the game database entries a build may name, by name search and one category or all four. */
export function getBuildEntryPicker(
  search: string,
  category: PickerCategory,
  signal?: AbortSignal,
): Promise<DatabasePickerResponse> {
  const query = new URLSearchParams();
  if (search) query.set('search', search);
  if (category) query.set('category', category);
  return api.get<DatabasePickerResponse>(`/api/game-database/picker?${query}`, { signal });
}

/** The picker's query, keyed under the game database topic so entry edits refetch it. */
export function getBuildEntryPickerQueryOptions(search: string, category: PickerCategory) {
  return queryOptions({
    queryKey: [REALTIME_TOPICS.gameDatabase, 'build-picker', search, category],
    queryFn: ({ signal }) => getBuildEntryPicker(search, category, signal),
    placeholderData: keepPreviousData,
  });
}

/** The entries the build picker lists for this search and category. */
export function useBuildEntryPicker(search: string, category: PickerCategory) {
  return useQuery(getBuildEntryPickerQueryOptions(search, category));
}
