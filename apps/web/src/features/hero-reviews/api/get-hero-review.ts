import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { HeroReview } from '@haven/shared/hero-reviews/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Review queries sit under the heroes topic: a review save announces its hero there. */
export const HERO_REVIEW_QUERY_KEY = [REALTIME_TOPICS.heroes, 'review'] as const;

/** A hero's review (empty at version 0 until the editors write one). */
export function getHeroReview(slug: string, signal?: AbortSignal): Promise<HeroReview> {
  return api.get<HeroReview>(`/api/heroes/${encodeURIComponent(slug)}/review`, { signal });
}

export function getHeroReviewQueryOptions(slug: string) {
  return queryOptions({
    queryKey: [...HERO_REVIEW_QUERY_KEY, slug],
    queryFn: ({ signal }) => getHeroReview(slug, signal),
  });
}

/** The hero page's Review section and the review editor. */
export function useHeroReview(slug: string) {
  return useQuery(getHeroReviewQueryOptions(slug));
}
