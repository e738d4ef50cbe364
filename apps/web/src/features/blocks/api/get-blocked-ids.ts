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

/**
 * The ids of the members the signed-in viewer blocks (none for a visitor); null while that is not
 * known: who is looking is not known yet (`isSessionLoading`), or a member's list is on its way.
 */
export function useBlockedIds(isSignedIn: boolean, isSessionLoading = false): ReadonlySet<string> | null {
  const { data, isPending, isError } = useQuery({
    ...getBlockedIdsQueryOptions(),
    enabled: isSignedIn,
    select: (answer) => new Set(answer.ids) as ReadonlySet<string>,
  });
  if (isSessionLoading) return null;
  if (!isSignedIn || isError) return NONE;
  return isPending ? null : (data ?? NONE);
}
