import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { HomeHeroes } from '@haven/shared/home/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Hero ratings on the home page refresh this often. */
export const HOME_HEROES_REFRESH_MS = 60_000;

export function getHomeHeroes(signal?: AbortSignal): Promise<HomeHeroes> {
  return api.get<HomeHeroes>('/api/home/heroes', { signal });
}

export function getHomeHeroesQueryOptions() {
  return queryOptions({
    // Under 'heroes' so the live 'heroes' topic (ratings, edits) refreshes it too.
    queryKey: [REALTIME_TOPICS.heroes, 'home'] as const,
    queryFn: ({ signal }) => getHomeHeroes(signal),
    select: (data) => data.items,
    refetchInterval: HOME_HEROES_REFRESH_MS,
    // TanStack Query's focus event is the tab becoming visible again; refresh even when fresh.
    refetchOnWindowFocus: 'always',
  });
}

/** The five highest rated heroes for the home page. */
export function useHomeHeroes() {
  return useQuery(getHomeHeroesQueryOptions());
}
