import type { TranslationLanguage } from '@haven/shared/i18n/translations';
import type { PageTranslationFields } from '@haven/shared/pages/translations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PAGES_QUERY_KEY } from './get-page';

export type PageTranslation = {
  language: TranslationLanguage;
  fields: PageTranslationFields;
  version: number;
};

/** A page's title and content in every other language, each with its edit version (the editor). */
export function getPageTranslations(
  pageId: string,
  signal?: AbortSignal,
): Promise<{ items: PageTranslation[] }> {
  return api.get(`/api/admin/pages/${encodeURIComponent(pageId)}/translations`, { signal });
}

export function getPageTranslationsQueryOptions(pageId: string) {
  return queryOptions({
    queryKey: [...PAGES_QUERY_KEY, 'translations', pageId],
    queryFn: ({ signal }) => getPageTranslations(pageId, signal),
  });
}

/** The page editor's language tabs. */
export function usePageTranslations(pageId: string) {
  return useQuery(getPageTranslationsQueryOptions(pageId));
}
