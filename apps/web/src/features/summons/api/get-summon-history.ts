import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { SummonHistory } from '@haven/shared/summons/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { SummonHistoryParams } from '../hooks/use-history-params';

/** Every query of the member's own summon log; also the realtime topic their changes send. */
export const SUMMONS_QUERY_KEY = [REALTIME_TOPICS.summons] as const;

export function getSummonHistory(params: SummonHistoryParams, signal?: AbortSignal): Promise<SummonHistory> {
  const query = new URLSearchParams();
  if (params.type) query.set('type', params.type);
  if (params.banner) query.set('banner', params.banner);
  if (params.rarity) query.set('rarity', params.rarity);
  if (params.page > 1) query.set('page', String(params.page));
  return api.get<SummonHistory>(`/api/me/summons?${query}`, { signal });
}

export function getSummonHistoryQueryOptions(params: SummonHistoryParams) {
  return queryOptions({
    queryKey: [...SUMMONS_QUERY_KEY, 'history', params],
    queryFn: ({ signal }) => getSummonHistory(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of the member's history under the address's filters. */
export function useSummonHistory(params: SummonHistoryParams) {
  return useQuery(getSummonHistoryQueryOptions(params));
}
