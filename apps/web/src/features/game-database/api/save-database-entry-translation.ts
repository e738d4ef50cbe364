import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { DatabaseEntryTranslationInput } from '@haven/shared/game-database/translations';
import type { TranslationLanguage, TranslationSaved } from '@haven/shared/i18n/translations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

type SaveDatabaseEntryTranslation = {
  entryId: string;
  language: TranslationLanguage;
  fields: DatabaseEntryTranslationInput;
  version: number;
};

/** Saves an entry's texts in one language, from the version its editor opened (409 when past it). */
export function saveDatabaseEntryTranslation({
  entryId,
  language,
  fields,
  version,
}: SaveDatabaseEntryTranslation) {
  return api.put<TranslationSaved>(
    `/api/admin/database/${encodeURIComponent(entryId)}/translations/${encodeURIComponent(language)}`,
    { fields, version },
  );
}

export function useSaveDatabaseEntryTranslation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDatabaseEntryTranslation,
    // The entry's public pages in that language change too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [REALTIME_TOPICS.gameDatabase] }),
  });
}
