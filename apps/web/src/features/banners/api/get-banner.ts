import type { Banner } from '@haven/shared/banners/schemas';
import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BANNERS_QUERY_KEY } from './get-banners';

export function getBanner(slug: string, signal?: AbortSignal): Promise<Banner> {
  return api.get<Banner>(`/api/banners/${encodeURIComponent(slug)}`, { signal });
}

export function getBannerQueryOptions(slug: string) {
  return queryOptions({
    queryKey: [...BANNERS_QUERY_KEY, 'one', slug],
    queryFn: ({ signal }) => getBanner(slug, signal),
    meta: { topics: [REALTIME_TOPICS.heroes, REALTIME_TOPICS.tierList] },
  });
}

/** One banner by its address, with its featured heroes' tiers. */
export function useBanner(slug: string) {
  return useQuery(getBannerQueryOptions(slug));
}
