import type { HomeGuides } from '@haven/shared/home/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getHomeGuides(signal?: AbortSignal): Promise<HomeGuides> {
  return api.get<HomeGuides>('/api/home/guides', { signal });
}

export function getHomeGuidesQueryOptions() {
  return queryOptions({
    queryKey: ['home', 'guides'] as const,
    queryFn: ({ signal }) => getHomeGuides(signal),
    select: (data) => data.items,
  });
}

/** The newest approved guides for the home page. */
export function useHomeGuides() {
  return useQuery(getHomeGuidesQueryOptions());
}
