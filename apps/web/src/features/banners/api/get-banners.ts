import type { BannerList, BannerListQuery } from '@haven/shared/banners/schemas';
import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every banner query starts with this key, which is also the server's realtime topic for banners. */
export const BANNERS_QUERY_KEY = [REALTIME_TOPICS.banners] as const;

/** The /banners filters as they stand in the address, empty ones left out. */
export type BannerFilters = { hero?: string; type?: string; year?: string; page?: number };

export function bannerListSearch({ hero, type, year, page }: BannerFilters): string {
  const params = new URLSearchParams();
  if (hero) params.set('hero', hero);
  if (type) params.set('type', type);
  if (year) params.set('year', year);
  if (page && page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

export function getBanners(filters: BannerFilters, signal?: AbortSignal): Promise<BannerList> {
  return api.get<BannerList>(`/api/banners${bannerListSearch(filters)}`, { signal });
}

export function getBannersQueryOptions(filters: BannerFilters) {
  return queryOptions({
    queryKey: [...BANNERS_QUERY_KEY, 'list', bannerListSearch(filters)],
    queryFn: ({ signal }) => getBanners(filters, signal),
    placeholderData: keepPreviousData,
    meta: { topics: [REALTIME_TOPICS.heroes] },
  });
}

/** /banners: current, upcoming and a page of past banners under the address's filters. */
export function useBanners(filters: BannerFilters) {
  return useQuery(getBannersQueryOptions(filters));
}

export type { BannerListQuery };
