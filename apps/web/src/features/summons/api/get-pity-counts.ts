import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { PityCounts } from '@haven/shared/summons/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SUMMONS_QUERY_KEY } from './get-summon-history';

export function getPityCounts(signal?: AbortSignal): Promise<PityCounts> {
  return api.get<PityCounts>('/api/me/summons/pity', { signal });
}

/** The member's pity count per banner type; a change of the admins' rules refetches it too. */
export function getPityCountsQueryOptions() {
  return queryOptions({
    queryKey: [...SUMMONS_QUERY_KEY, 'pity'],
    queryFn: ({ signal }) => getPityCounts(signal),
    meta: { topics: [REALTIME_TOPICS.pityRules] },
  });
}

export function usePityCounts() {
  return useQuery(getPityCountsQueryOptions());
}
