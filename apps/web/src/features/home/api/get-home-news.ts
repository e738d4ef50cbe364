import type { HomeNews } from '@haven/shared/home/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getHomeNews(signal?: AbortSignal): Promise<HomeNews> {
  return api.get<HomeNews>('/api/home/news', { signal });
}

export function getHomeNewsQueryOptions() {
  return queryOptions({
    queryKey: ['home', 'news'] as const,
    queryFn: ({ signal }) => getHomeNews(signal),
    select: (data) => data.items,
  });
}

/** The newest official news, updates and events for the home page. */
export function useHomeNews() {
  return useQuery(getHomeNewsQueryOptions());
}
