import type { Guide, GuideHelpful } from '@haven/shared/guides/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getGuideQueryOptions } from './get-guide';
import { GUIDES_QUERY_KEY } from './get-guides';

/** Sets (true) or takes back (false) the member's 'Helpful' mark on a guide. */
export function voteGuideHelpful(guideId: string, helpful: boolean): Promise<GuideHelpful> {
  return api.put<GuideHelpful>(`/api/guides/${encodeURIComponent(guideId)}/helpful`, { helpful });
}

/** Marks the guide at `slug` 'Helpful' or takes it back; the page shows the answer at once. */
export function useVoteGuideHelpful(guide: Pick<Guide, 'id' | 'slug'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (helpful: boolean) => voteGuideHelpful(guide.id, helpful),
    onSuccess: (answer) => {
      const { queryKey } = getGuideQueryOptions(guide.slug);
      queryClient.setQueryData(queryKey, (old) => (old ? { ...old, ...answer } : old));
      // The library's cards and its Most Helpful order show the count too.
      void queryClient.invalidateQueries({
        queryKey: GUIDES_QUERY_KEY,
        predicate: (query) => query.queryKey[1] !== 'detail',
      });
    },
  });
}
