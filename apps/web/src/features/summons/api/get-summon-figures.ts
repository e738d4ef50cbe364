import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { SummonFigures } from '@haven/shared/summons/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getSummonFigures(signal?: AbortSignal): Promise<SummonFigures> {
  return api.get<SummonFigures>('/api/summons/figures', { signal });
}

export function getSummonFiguresQueryOptions() {
  return queryOptions({
    queryKey: [REALTIME_TOPICS.summonFigures],
    queryFn: ({ signal }) => getSummonFigures(signal),
  });
}

/** The community summoning figures from shared logs. */
export function useSummonFigures() {
  return useQuery(getSummonFiguresQueryOptions());
}
