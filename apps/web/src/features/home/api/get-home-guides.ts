import type { HomeGuide } from '@haven/shared/home/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getHomeGuides(signal?: AbortSignal): Promise<{ items: HomeGuide[] }> {
  return api.get<{ items: HomeGuide[] }>('/api/home/guides', { signal });
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
