import type { HomeGuides } from '@haven/shared/home/schemas';
import { useQuery } from '@tanstack/react-query';
import { homeListQueryOptions } from './home-list-query';

export function getHomeGuidesQueryOptions() {
  return homeListQueryOptions<HomeGuides>('guides');
}

/** The newest approved guides for the home page. */
export function useHomeGuides() {
  return useQuery(getHomeGuidesQueryOptions());
}
