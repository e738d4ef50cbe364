import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { PageContent } from '@haven/shared/pages/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every page query starts with this key, the realtime topic of editable pages. */
export const PAGES_QUERY_KEY = [REALTIME_TOPICS.pages] as const;

export function getPage(slug: string, signal?: AbortSignal): Promise<PageContent> {
  return api.get<PageContent>(`/api/pages/${encodeURIComponent(slug)}`, { signal });
}

export function getPageQueryOptions(slug: string) {
  return queryOptions({
    queryKey: [...PAGES_QUERY_KEY, 'slug', slug],
    queryFn: ({ signal }) => getPage(slug, signal),
    retry: false,
  });
}

/** One editable page by its slug. */
export function usePage(slug: string) {
  return useQuery(getPageQueryOptions(slug));
}
