import type { ProfileReply } from '@haven/shared/profile-comments/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileCommentsKey } from './get-profile-comments';

export function updateProfileComment(commentId: string, content: string): Promise<ProfileReply> {
  return api.patch<ProfileReply>(`/api/profile-comments/${encodeURIComponent(commentId)}`, { content });
}

export function useUpdateProfileComment(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, content }: { commentId: string; content: string }) =>
      updateProfileComment(commentId, content),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileCommentsKey(profileId) }),
  });
}
