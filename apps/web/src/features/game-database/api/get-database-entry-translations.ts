import type { DatabaseEntryTranslationFields } from '@haven/shared/game-database/translations';
import type { TranslationLanguage } from '@haven/shared/i18n/translations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_DATABASE_QUERY_KEY } from './get-admin-database-entries';

export type DatabaseEntryTranslation = {
  language: TranslationLanguage;
  fields: DatabaseEntryTranslationFields;
  version: number;
};

/** An entry's name, summary and description in every other language, each with its edit version. */
export function getDatabaseEntryTranslations(
  entryId: string,
  signal?: AbortSignal,
): Promise<{ items: DatabaseEntryTranslation[] }> {
  return api.get(`/api/admin/database/${encodeURIComponent(entryId)}/translations`, { signal });
}

export function getDatabaseEntryTranslationsQueryOptions(entryId: string) {
  return queryOptions({
    queryKey: [...ADMIN_DATABASE_QUERY_KEY, 'translations', entryId],
    queryFn: ({ signal }) => getDatabaseEntryTranslations(entryId, signal),
  });
}

/** The entry editor's language tabs. */
export function useDatabaseEntryTranslations(entryId: string) {
  return useQuery(getDatabaseEntryTranslationsQueryOptions(entryId));
}
