import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { PityRule } from '@haven/shared/summons/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getPityRules(signal?: AbortSignal): Promise<{ items: PityRule[] }> {
  return api.get<{ items: PityRule[] }>('/api/summons/pity-rules', { signal });
}

export function getPityRulesQueryOptions() {
  return queryOptions({
    queryKey: [REALTIME_TOPICS.pityRules],
    queryFn: ({ signal }) => getPityRules(signal),
  });
}

/** Every banner type's pity rule. */
export function usePityRules() {
  return useQuery(getPityRulesQueryOptions());
}
