import type { TranslationLanguage, TranslationSaved } from '@haven/shared/i18n/translations';
import type { PageTranslationInput } from '@haven/shared/pages/translations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PAGES_QUERY_KEY } from './get-page';

type SavePageTranslation = {
  pageId: string;
  language: TranslationLanguage;
  fields: PageTranslationInput;
  version: number;
};

/** Saves a page's texts in one language, from the version its editor opened (409 when past it). */
export function savePageTranslation({ pageId, language, fields, version }: SavePageTranslation) {
  return api.put<TranslationSaved>(
    `/api/admin/pages/${encodeURIComponent(pageId)}/translations/${encodeURIComponent(language)}`,
    { fields, version },
  );
}

export function useSavePageTranslation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePageTranslation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAGES_QUERY_KEY }),
  });
}
