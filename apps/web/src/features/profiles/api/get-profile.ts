import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { PublicProfile } from '@haven/shared/profiles/public-profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every profile query starts with the server's realtime topic for profiles. */
export const PROFILES_QUERY_KEY = [REALTIME_TOPICS.profiles] as const;

export function getProfile(username: string, signal?: AbortSignal): Promise<PublicProfile> {
  return api.get<PublicProfile>(`/api/profiles/${encodeURIComponent(username)}`, { signal });
}

/** Keyed by the name in lower case: usernames are unique in any letter case. */
export function getProfileQueryOptions(username: string) {
  return queryOptions({
    queryKey: [...PROFILES_QUERY_KEY, 'detail', username.toLowerCase()],
    queryFn: ({ signal }) => getProfile(username, signal),
  });
}

export function useProfile(username: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getProfileQueryOptions(username), enabled: options.enabled ?? true });
}
