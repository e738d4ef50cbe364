import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { CurrentUser, MeResponse } from '@haven/shared/profiles/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** How often the session is refreshed while the tab is visible. */
export const SESSION_REFRESH_INTERVAL_MS = 4 * 60 * 1000;

export const ME_QUERY_KEY = ['me'] as const;

export function getMe(signal?: AbortSignal): Promise<MeResponse> {
  return api.get<MeResponse>('/api/me', { signal });
}

export function getMeQueryOptions() {
  return queryOptions({
    queryKey: ME_QUERY_KEY,
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 60_000,
    // Focus refreshes are delayed and throttled by useSessionRefresh instead.
    refetchOnWindowFocus: false,
    // Only while the tab is visible: TanStack Query pauses intervals in the background.
    refetchInterval: SESSION_REFRESH_INTERVAL_MS,
    // The member's own suspension or ban beginning or ending shows at once.
    meta: { topics: [REALTIME_TOPICS.accountStatus] },
  });
}

export function useMe() {
  return useQuery(getMeQueryOptions());
}

export type SessionState = {
  user: CurrentUser | null;
  /** True until the first answer about the session arrives. */
  isLoading: boolean;
};

/** The signed-in user, or null for a visitor. */
export function useSession(): SessionState {
  const { data, isPending } = useMe();
  return { user: data?.user ?? null, isLoading: isPending };
}
