import type { Ok } from '@haven/shared/common/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileCommentsKey } from './get-profile-comments';

export function deleteProfileComment(commentId: string): Promise<Ok> {
  return api.delete<Ok>(`/api/profile-comments/${encodeURIComponent(commentId)}`);
}

export function useDeleteProfileComment(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => deleteProfileComment(commentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileCommentsKey(profileId) }),
  });
}
