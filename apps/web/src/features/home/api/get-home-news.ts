import type { HomeNews } from '@haven/shared/home/schemas';
import { useQuery } from '@tanstack/react-query';
import { homeListQueryOptions } from './home-list-query';

export function getHomeNewsQueryOptions() {
  return homeListQueryOptions<HomeNews>('news');
}

/** The newest official news, updates and events for the home page. */
export function useHomeNews() {
  return useQuery(getHomeNewsQueryOptions());
}
