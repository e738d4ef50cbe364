import type { OwnedHeroIds } from '@haven/shared/collection/schemas';
import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getOwnedHeroIds(signal?: AbortSignal): Promise<OwnedHeroIds> {
  return api.get<OwnedHeroIds>('/api/me/collection/owned', { signal });
}

export function getOwnedHeroIdsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [REALTIME_TOPICS.collection, userId, 'owned'] as const,
    queryFn: ({ signal }) => getOwnedHeroIds(signal),
  });
}

/** The ids of the heroes the member owns (pickers' 'Owned only'); asked for only while signed in. */
export function useOwnedHeroIds(userId: string | undefined, enabled = true) {
  return useQuery({ ...getOwnedHeroIdsQueryOptions(userId ?? ''), enabled: enabled && userId !== undefined });
}
