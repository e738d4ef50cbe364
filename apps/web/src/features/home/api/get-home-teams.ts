import type { HomeTeams } from '@haven/shared/home/schemas';
import { useQuery } from '@tanstack/react-query';
import { homeListQueryOptions } from './home-list-query';

export function getHomeTeamsQueryOptions() {
  return homeListQueryOptions<HomeTeams>('teams');
}

/** The newest shared teams for the home page. */
export function useHomeTeams() {
  return useQuery(getHomeTeamsQueryOptions());
}
