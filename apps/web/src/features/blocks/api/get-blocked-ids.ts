import type { BlockedIds } from '@haven/shared/blocks/schemas';
import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every query about the viewer's blocks starts with this key. */
export const BLOCKS_QUERY_KEY = [REALTIME_TOPICS.blocks] as const;

export function getBlockedIds(signal?: AbortSignal): Promise<BlockedIds> {
  return api.get<BlockedIds>('/api/me/blocks/ids', { signal });
}

export function getBlockedIdsQueryOptions() {
  return queryOptions({
    queryKey: [...BLOCKS_QUERY_KEY, 'ids'] as const,
    queryFn: ({ signal }) => getBlockedIds(signal),
    staleTime: 60_000,
  });
}

const NONE: ReadonlySet<string> = new Set();

/** The ids of the members the signed-in viewer blocks (none for a visitor). */
export function useBlockedIds(isSignedIn: boolean): ReadonlySet<string> {
  const { data } = useQuery({
    ...getBlockedIdsQueryOptions(),
    enabled: isSignedIn,
    select: (answer) => new Set(answer.ids) as ReadonlySet<string>,
  });
  return isSignedIn ? (data ?? NONE) : NONE;
}
