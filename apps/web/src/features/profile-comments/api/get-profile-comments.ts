import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { MENTION_CARD_TOPICS } from '@haven/shared/mentions/constants';
import type { ProfileCommentList } from '@haven/shared/profile-comments/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every wall query starts with this key, the server's realtime topic for wall comments. */
export const PROFILE_COMMENTS_QUERY_KEY = [REALTIME_TOPICS.profileComments] as const;

/** Which page to read: a page number, or the page holding one comment (a notification's link). */
export type WallPage = { page: number; comment?: string | null };

export function getProfileComments(
  profileId: string,
  { page, comment }: WallPage,
  signal?: AbortSignal,
): Promise<ProfileCommentList> {
  const query = new URLSearchParams({ page: String(page) });
  if (comment) query.set('comment', comment);
  return api.get<ProfileCommentList>(`/api/profiles/${encodeURIComponent(profileId)}/comments?${query}`, {
    signal,
  });
}

export function getProfileCommentsQueryOptions(profileId: string, wallPage: WallPage) {
  return queryOptions({
    queryKey: [...PROFILE_COMMENTS_QUERY_KEY, profileId, wallPage.page, wallPage.comment ?? null],
    queryFn: ({ signal }) => getProfileComments(profileId, wallPage, signal),
    // Whether the viewer may start a comment depends on their friendship with the wall's owner;
    // the names its comments link, and their cards, on heroes, entries, outfits and tiers.
    meta: { sameIdTopics: [REALTIME_TOPICS.friends], topics: [...MENTION_CARD_TOPICS] },
    placeholderData: keepPreviousData,
  });
}

export function useProfileComments(profileId: string, wallPage: WallPage, enabled = true) {
  return useQuery({ ...getProfileCommentsQueryOptions(profileId, wallPage), enabled });
}

/** The key of all pages of one member's wall, for invalidation after a change. */
export function profileCommentsKey(profileId: string) {
  return [...PROFILE_COMMENTS_QUERY_KEY, profileId] as const;
}
