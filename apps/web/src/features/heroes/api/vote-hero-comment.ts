import type { HeroCommentList, VoteResult, VoteType } from '@haven/shared/heroes/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { heroCommentsKey } from './get-hero-comments';

/** The server applies the toggle rule: the same vote again removes it, the other switches. */
export function voteHeroComment(commentId: string, voteType: VoteType): Promise<VoteResult> {
  return api.put<VoteResult>(`/api/hero-comments/${encodeURIComponent(commentId)}/vote`, { voteType });
}

export function useVoteHeroComment(heroId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, voteType }: { commentId: string; voteType: VoteType }) =>
      voteHeroComment(commentId, voteType),
    onSuccess: (result, { commentId }) => {
      // Show the new counts at once on every cached page holding the comment, then refetch the order.
      queryClient.setQueriesData<HeroCommentList>({ queryKey: heroCommentsKey(heroId) }, (list) =>
        list
          ? {
              ...list,
              items: list.items.map((comment) =>
                comment.id === commentId ? { ...comment, ...result } : comment,
              ),
            }
          : list,
      );
      void queryClient.invalidateQueries({ queryKey: heroCommentsKey(heroId) });
    },
  });
}
