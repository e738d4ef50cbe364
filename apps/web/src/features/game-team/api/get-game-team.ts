import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { GameTeam } from '@haven/shared/game-team/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The signed-in member's Game Team; also the server's realtime topic for it. */
export const GAME_TEAM_QUERY_KEY = [REALTIME_TOPICS.gameTeam] as const;

export function getGameTeam(signal?: AbortSignal): Promise<GameTeam> {
  return api.get<GameTeam>('/api/me/game-team', { signal });
}

export function getGameTeamQueryOptions() {
  return queryOptions({
    queryKey: GAME_TEAM_QUERY_KEY,
    queryFn: ({ signal }) => getGameTeam(signal),
  });
}

/** Only asked for when someone is signed in: visitors have no team. */
export function useGameTeam(options: { enabled: boolean }) {
  return useQuery({ ...getGameTeamQueryOptions(), enabled: options.enabled });
}
