import type { BannersAhead } from '@haven/shared/banners/schemas';
import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BANNERS_QUERY_KEY } from './get-banners';

export function getBannersAhead(signal?: AbortSignal): Promise<BannersAhead> {
  return api.get<BannersAhead>('/api/banners/ahead', { signal });
}

export function getBannersAheadQueryOptions() {
  return queryOptions({
    queryKey: [...BANNERS_QUERY_KEY, 'ahead'],
    queryFn: ({ signal }) => getBannersAhead(signal),
    meta: { topics: [REALTIME_TOPICS.heroes] },
  });
}

/** Banners not over yet, soonest first: the home page's Now and Next. */
export function useBannersAhead() {
  return useQuery(getBannersAheadQueryOptions());
}
