import type { Ok } from '@haven/shared/common/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { heroCommentsKey } from './get-hero-comments';

export function deleteHeroComment(commentId: string): Promise<Ok> {
  return api.delete<Ok>(`/api/hero-comments/${encodeURIComponent(commentId)}`);
}

export function useDeleteHeroComment(heroId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHeroComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: heroCommentsKey(heroId) }),
  });
}
