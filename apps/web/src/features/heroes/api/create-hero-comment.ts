import type { HeroComment } from '@haven/shared/heroes/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { activeLanguage } from '../../../lib/i18n';
import { heroCommentsKey } from './get-hero-comments';

/** Posts a comment, written in the page's language. */
export function createHeroComment(heroId: string, content: string): Promise<HeroComment> {
  return api.post<HeroComment>(`/api/heroes/${encodeURIComponent(heroId)}/comments`, {
    content,
    language: activeLanguage(),
  });
}

export function useCreateHeroComment(heroId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => createHeroComment(heroId, content),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: heroCommentsKey(heroId) }),
  });
}
