import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { SummonBannerChoices } from '@haven/shared/summons/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getSummonBanners(signal?: AbortSignal): Promise<SummonBannerChoices> {
  return api.get<SummonBannerChoices>('/api/summons/banners', { signal });
}

/** The banners a summon may be logged on, newest first. */
export function getSummonBannersQueryOptions() {
  return queryOptions({
    queryKey: [REALTIME_TOPICS.banners, 'summon-choices'],
    queryFn: ({ signal }) => getSummonBanners(signal),
  });
}

export function useSummonBanners() {
  return useQuery(getSummonBannersQueryOptions());
}
