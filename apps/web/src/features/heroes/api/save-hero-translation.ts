import type { HeroTranslationInput } from '@haven/shared/heroes/translations';
import type { TranslationLanguage, TranslationSaved } from '@haven/shared/i18n/translations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { HEROES_QUERY_KEY } from './get-heroes';

type SaveHeroTranslation = {
  heroId: string;
  language: TranslationLanguage;
  fields: HeroTranslationInput;
  version: number;
};

/** Saves a hero's texts in one language, from the version its editor opened (409 when past it). */
export function saveHeroTranslation({ heroId, language, fields, version }: SaveHeroTranslation) {
  return api.put<TranslationSaved>(
    `/api/admin/heroes/${encodeURIComponent(heroId)}/translations/${encodeURIComponent(language)}`,
    { fields, version },
  );
}

export function useSaveHeroTranslation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHeroTranslation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HEROES_QUERY_KEY }),
  });
}
