import type { HeroTranslationFields } from '@haven/shared/heroes/translations';
import type { TranslationLanguage } from '@haven/shared/i18n/translations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { HEROES_QUERY_KEY } from './get-heroes';

export type HeroTranslation = {
  language: TranslationLanguage;
  fields: HeroTranslationFields;
  version: number;
};

/** A hero's texts in every other language, each with its edit version (the admin editor). */
export function getHeroTranslations(
  heroId: string,
  signal?: AbortSignal,
): Promise<{ items: HeroTranslation[] }> {
  return api.get(`/api/admin/heroes/${encodeURIComponent(heroId)}/translations`, { signal });
}

export function getHeroTranslationsQueryOptions(heroId: string) {
  return queryOptions({
    queryKey: [...HEROES_QUERY_KEY, 'translations', heroId],
    queryFn: ({ signal }) => getHeroTranslations(heroId, signal),
  });
}

export function useHeroTranslations(heroId: string) {
  return useQuery(getHeroTranslationsQueryOptions(heroId));
}
