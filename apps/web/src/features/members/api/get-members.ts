import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { HeroClass } from '@haven/shared/heroes/constants';
import type { MemberSort, MemberType } from '@haven/shared/members/constants';
import type { MemberListResponse } from '@haven/shared/members/schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Member lists are keyed under the profiles topic: any public change of a member refetches them. */
export const MEMBERS_QUERY_KEY = [REALTIME_TOPICS.profiles, 'members'] as const;

/** The directory's search, sort and filters: user type, server, a part of the guild name, classes. */
export type MemberListParams = {
  search: string;
  sort: MemberSort;
  type: MemberType;
  server: string;
  guild: string;
  classes: HeroClass[];
};

export function getMembers(
  params: MemberListParams,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<MemberListResponse> {
  const query = new URLSearchParams();
  if (params.search) query.set('search', params.search);
  query.set('sort', params.sort);
  query.set('type', params.type);
  if (params.server) query.set('server', params.server);
  if (params.guild) query.set('guild', params.guild);
  if (params.classes.length > 0) query.set('class', params.classes.join(','));
  if (cursor) query.set('cursor', cursor);
  return api.get<MemberListResponse>(`/api/members?${query}`, { signal });
}

/** The directory, one page of 20 at a time; Load More asks for the page after the last one shown. */
export function getMembersQueryOptions(params: MemberListParams) {
  return infiniteQueryOptions({
    queryKey: [...MEMBERS_QUERY_KEY, 'directory', params],
    queryFn: ({ pageParam, signal }) => getMembers(params, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useMembers(params: MemberListParams) {
  return useInfiniteQuery(getMembersQueryOptions(params));
}
