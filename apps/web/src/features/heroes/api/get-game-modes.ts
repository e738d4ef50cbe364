import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { GameModeList } from '@haven/shared/tier-list/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The game modes in the admins' order, for the collection's Tier sort. */
export function getGameModes(signal?: AbortSignal): Promise<GameModeList> {
  return api.get<GameModeList>('/api/tier-list/modes', { signal });
}

/** The modes' query, keyed under the tier list topic so mode changes refetch it. */
export function getGameModesQueryOptions() {
  return queryOptions({
    queryKey: [REALTIME_TOPICS.tierList, 'modes'],
    queryFn: ({ signal }) => getGameModes(signal),
  });
}

/** The game modes; only asked for while `enabled`. */
export function useGameModes(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getGameModesQueryOptions(), enabled: options.enabled ?? true });
}
