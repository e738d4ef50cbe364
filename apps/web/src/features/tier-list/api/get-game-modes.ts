import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { GameModeList } from '@haven/shared/tier-list/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every tier list query starts with this key, which is also the server's realtime topic. */
export const TIER_LIST_QUERY_KEY = [REALTIME_TOPICS.tierList] as const;

/** The game modes in the admins' order. */
export function getGameModes(signal?: AbortSignal): Promise<GameModeList> {
  return api.get<GameModeList>('/api/tier-list/modes', { signal });
}

/** The modes' query, keyed under the tier-list topic. */
export function getGameModesQueryOptions() {
  return queryOptions({
    queryKey: [...TIER_LIST_QUERY_KEY, 'modes'],
    queryFn: ({ signal }) => getGameModes(signal),
  });
}

/** The game modes, for the mode picker and the admin tab. */
export function useGameModes() {
  return useQuery(getGameModesQueryOptions());
}
