import type { Ok } from '@haven/shared/common/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { communityCommentsKey } from './get-community-comments';

export function deleteCommunityComment(commentId: string): Promise<Ok> {
  return api.delete<Ok>(`/api/community-comments/${encodeURIComponent(commentId)}`);
}

export function useDeleteCommunityComment(targetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => deleteCommunityComment(commentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityCommentsKey(targetId) }),
  });
}
