import type { Timeline } from '@haven/shared/banners/schemas';
import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BANNERS_QUERY_KEY } from './get-banners';

export function getTimeline(from: string, to: string, signal?: AbortSignal): Promise<Timeline> {
  return api.get<Timeline>(`/api/timeline?from=${from}&to=${to}`, { signal });
}

/** Keyed under 'banners'; dated official events change with news events. */
export function getTimelineQueryOptions(from: string, to: string) {
  return queryOptions({
    queryKey: [...BANNERS_QUERY_KEY, 'timeline', from, to],
    queryFn: ({ signal }) => getTimeline(from, to, signal),
    placeholderData: keepPreviousData,
    meta: { topics: [REALTIME_TOPICS.news, REALTIME_TOPICS.heroes] },
  });
}

/** The banners and dated events overlapping the days from `from` to `to`. */
export function useTimeline(from: string, to: string) {
  return useQuery(getTimelineQueryOptions(from, to));
}
