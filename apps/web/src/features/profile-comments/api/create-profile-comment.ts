import type { ProfileReply } from '@haven/shared/profile-comments/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileCommentsKey } from './get-profile-comments';

export function createProfileComment(
  profileId: string,
  input: { content: string; parentId?: string | null },
): Promise<ProfileReply> {
  return api.post<ProfileReply>(`/api/profiles/${encodeURIComponent(profileId)}/comments`, input);
}

export function useCreateProfileComment(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { content: string; parentId?: string | null }) =>
      createProfileComment(profileId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileCommentsKey(profileId) }),
  });
}
