import type { CommunityReply, CreateCommunityCommentRequest } from '@haven/shared/community-comments/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { activeLanguage } from '../../../lib/i18n';
import { type CommentTarget, commentsUrl, communityCommentsKey } from './get-community-comments';

export function createCommunityComment(
  target: CommentTarget,
  input: CreateCommunityCommentRequest,
): Promise<CommunityReply> {
  // Written in the page's language.
  return api.post<CommunityReply>(commentsUrl(target), { ...input, language: activeLanguage() });
}

export function useCreateCommunityComment(target: CommentTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCommunityCommentRequest) => createCommunityComment(target, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityCommentsKey(target.id) }),
  });
}
