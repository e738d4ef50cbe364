import type { HeroReviewInput, HeroReviewSaved } from '@haven/shared/hero-reviews/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { HERO_REVIEW_QUERY_KEY } from './get-hero-review';

/** Saves a hero's review from the version its editor opened (409 when it is past it). */
export function saveHeroReview(heroId: string, input: HeroReviewInput): Promise<HeroReviewSaved> {
  return api.put<HeroReviewSaved>(`/api/admin/heroes/${encodeURIComponent(heroId)}/review`, input);
}

export function useSaveHeroReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ heroId, input }: { heroId: string; input: HeroReviewInput }) =>
      saveHeroReview(heroId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HERO_REVIEW_QUERY_KEY }),
  });
}
