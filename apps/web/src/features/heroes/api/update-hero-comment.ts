import type { HeroComment } from '@haven/shared/heroes/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { heroCommentsKey } from './get-hero-comments';

export function updateHeroComment(commentId: string, content: string): Promise<HeroComment> {
  return api.patch<HeroComment>(`/api/hero-comments/${encodeURIComponent(commentId)}`, { content });
}

export function useUpdateHeroComment(heroId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, content }: { commentId: string; content: string }) =>
      updateHeroComment(commentId, content),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: heroCommentsKey(heroId) }),
  });
}
