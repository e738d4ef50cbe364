import type { TranslationLanguage } from '@haven/shared/i18n/translations';
import type { OfficialContentTranslationFields } from '@haven/shared/official-content/translations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { OFFICIAL_CONTENT_QUERY_KEY } from './get-official-content-list';

export type OfficialContentTranslation = {
  language: TranslationLanguage;
  fields: OfficialContentTranslationFields;
  version: number;
};

/** A post's title, description and content in every other language, each with its edit version. */
export function getOfficialContentTranslations(
  contentId: string,
  signal?: AbortSignal,
): Promise<{ items: OfficialContentTranslation[] }> {
  return api.get(`/api/admin/official-content/${encodeURIComponent(contentId)}/translations`, { signal });
}

export function getOfficialContentTranslationsQueryOptions(contentId: string) {
  return queryOptions({
    queryKey: [...OFFICIAL_CONTENT_QUERY_KEY, 'translations', contentId],
    queryFn: ({ signal }) => getOfficialContentTranslations(contentId, signal),
  });
}

/** The post editor's language tabs. */
export function useOfficialContentTranslations(contentId: string) {
  return useQuery(getOfficialContentTranslationsQueryOptions(contentId));
}
