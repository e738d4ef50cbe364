import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { HomeNews } from '@haven/shared/home/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contentLanguage, withContentLanguage } from '../../../lib/content-language';

/** The newest official posts in the page's language, refreshed by news events. */
export function getHomeNewsQueryOptions() {
  const lang = contentLanguage();
  return queryOptions({
    queryKey: [REALTIME_TOPICS.news, 'home', lang] as const,
    queryFn: ({ signal }) => api.get<HomeNews>(withContentLanguage('/api/home/news', lang), { signal }),
    select: (data) => data.items,
  });
}

/** The newest official news, updates and events for the home page. */
export function useHomeNews() {
  return useQuery(getHomeNewsQueryOptions());
}
