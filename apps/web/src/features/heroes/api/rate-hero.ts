import type { RatingSummary } from '@haven/shared/heroes/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getHeroRatingQueryOptions } from './get-hero-rating';
import { HEROES_QUERY_KEY } from './get-heroes';

export function rateHero(heroId: string, rating: number): Promise<RatingSummary> {
  return api.put<RatingSummary>(`/api/heroes/${encodeURIComponent(heroId)}/rating`, { rating });
}

export function useRateHero(heroId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rating: number) => rateHero(heroId, rating),
    // A reading already on its way holds the rating from before this one: it must not land after it.
    onMutate: () => queryClient.cancelQueries({ queryKey: getHeroRatingQueryOptions(heroId).queryKey }),
    onSuccess: (summary) => {
      queryClient.setQueryData(getHeroRatingQueryOptions(heroId).queryKey, summary);
      // Cards and the detail show the average too.
      void queryClient.invalidateQueries({
        queryKey: HEROES_QUERY_KEY,
        predicate: (query) => query.queryKey[1] !== 'rating',
      });
    },
  });
}
