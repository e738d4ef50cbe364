import type { HeroBanners } from '@haven/shared/banners/schemas';
import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BANNERS_QUERY_KEY } from './get-banners';

export function getHeroBanners(slug: string, signal?: AbortSignal): Promise<HeroBanners> {
  return api.get<HeroBanners>(`/api/banners/heroes/${encodeURIComponent(slug)}`, { signal });
}

/** Keyed under 'banners'; a renamed hero changes its slug, so hero events refetch it too. */
export function getHeroBannersQueryOptions(slug: string) {
  return queryOptions({
    queryKey: [...BANNERS_QUERY_KEY, 'hero', slug],
    queryFn: ({ signal }) => getHeroBanners(slug, signal),
    meta: { topics: [REALTIME_TOPICS.heroes] },
  });
}

/** Every banner a hero was featured on, oldest first. */
export function useHeroBanners(slug: string) {
  return useQuery(getHeroBannersQueryOptions(slug));
}
