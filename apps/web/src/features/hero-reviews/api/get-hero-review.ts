import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { HeroReview } from '@haven/shared/hero-reviews/schemas';
import type { Language } from '@haven/shared/i18n/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contentLanguage, withContentLanguage } from '../../../lib/content-language';

/** Review queries sit under the heroes topic: a review save announces its hero there. */
export const HERO_REVIEW_QUERY_KEY = [REALTIME_TOPICS.heroes, 'review'] as const;

/** A hero's review in `language` (empty at version 0 until the editors write one). */
export function getHeroReview(slug: string, language: Language, signal?: AbortSignal): Promise<HeroReview> {
  return api.get<HeroReview>(
    withContentLanguage(`/api/heroes/${encodeURIComponent(slug)}/review`, language),
    {
      signal,
    },
  );
}

/** The review in the page's language, or in `language` (the editor reads English). */
export function getHeroReviewQueryOptions(slug: string, language?: Language) {
  const lang = contentLanguage(language);
  return queryOptions({
    queryKey: [...HERO_REVIEW_QUERY_KEY, slug, lang],
    queryFn: ({ signal }) => getHeroReview(slug, lang, signal),
  });
}

/** The hero page's Review section and (in English) the review editor. */
export function useHeroReview(slug: string, language?: Language) {
  return useQuery(getHeroReviewQueryOptions(slug, language));
}
