import type { CommunityReply } from '@haven/shared/community-comments/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { communityCommentsKey } from './get-community-comments';

export function updateCommunityComment(commentId: string, content: string): Promise<CommunityReply> {
  return api.patch<CommunityReply>(`/api/community-comments/${encodeURIComponent(commentId)}`, { content });
}

export function useUpdateCommunityComment(targetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, content }: { commentId: string; content: string }) =>
      updateCommunityComment(commentId, content),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityCommentsKey(targetId) }),
  });
}
