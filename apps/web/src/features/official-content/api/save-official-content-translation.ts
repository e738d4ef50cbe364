import type { TranslationLanguage, TranslationSaved } from '@haven/shared/i18n/translations';
import type { OfficialContentTranslationInput } from '@haven/shared/official-content/translations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { OFFICIAL_CONTENT_QUERY_KEY } from './get-official-content-list';

type SaveOfficialContentTranslation = {
  contentId: string;
  language: TranslationLanguage;
  fields: OfficialContentTranslationInput;
  version: number;
};

/** Saves a post's texts in one language, from the version its editor opened (409 when past it). */
export function saveOfficialContentTranslation({
  contentId,
  language,
  fields,
  version,
}: SaveOfficialContentTranslation) {
  return api.put<TranslationSaved>(
    `/api/admin/official-content/${encodeURIComponent(contentId)}/translations/${encodeURIComponent(language)}`,
    { fields, version },
  );
}

export function useSaveOfficialContentTranslation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOfficialContentTranslation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OFFICIAL_CONTENT_QUERY_KEY }),
  });
}
