import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { CommentTargetKind } from '@haven/shared/community-comments/constants';
import type { CommunityCommentList } from '@haven/shared/community-comments/schemas';
import { MENTION_CARD_TOPICS } from '@haven/shared/mentions/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every team or guide comment query starts with this key, the server's realtime topic for them. */
export const COMMUNITY_COMMENTS_QUERY_KEY = [REALTIME_TOPICS.communityComments] as const;

/** What takes the comments: a team or a guide, by id. */
export type CommentTarget = { kind: CommentTargetKind; id: string };

/** Which page to read: a page number, or the page holding one comment (a notification's link). */
export type CommentsPage = { page: number; comment?: string | null };

/** The address of a target's comments, for reading and posting. */
export function commentsUrl({ kind, id }: CommentTarget): string {
  return `/api/${kind === 'team' ? 'teams' : 'guides'}/${encodeURIComponent(id)}/comments`;
}

export function getCommunityComments(
  target: CommentTarget,
  { page, comment }: CommentsPage,
  signal?: AbortSignal,
): Promise<CommunityCommentList> {
  const query = new URLSearchParams({ page: String(page) });
  if (comment) query.set('comment', comment);
  return api.get<CommunityCommentList>(`${commentsUrl(target)}?${query}`, { signal });
}

export function getCommunityCommentsQueryOptions(target: CommentTarget, commentsPage: CommentsPage) {
  return queryOptions({
    queryKey: [...COMMUNITY_COMMENTS_QUERY_KEY, target.id, commentsPage.page, commentsPage.comment ?? null],
    queryFn: ({ signal }) => getCommunityComments(target, commentsPage, signal),
    // The names its comments link, and their cards, change with heroes, entries, outfits and tiers.
    meta: { topics: [...MENTION_CARD_TOPICS] },
    placeholderData: keepPreviousData,
  });
}

export function useCommunityComments(target: CommentTarget, commentsPage: CommentsPage) {
  return useQuery(getCommunityCommentsQueryOptions(target, commentsPage));
}

/** The key of all comment pages of one team or guide, for invalidation after a change. */
export function communityCommentsKey(targetId: string) {
  return [...COMMUNITY_COMMENTS_QUERY_KEY, targetId] as const;
}
