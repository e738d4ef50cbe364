import type { SummonSettings } from '@haven/shared/summons/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SUMMONS_QUERY_KEY } from './get-summon-history';

export function getSummonSettings(signal?: AbortSignal): Promise<SummonSettings> {
  return api.get<SummonSettings>('/api/me/summons/settings', { signal });
}

export function getSummonSettingsQueryOptions() {
  return queryOptions({
    queryKey: [...SUMMONS_QUERY_KEY, 'settings'],
    queryFn: ({ signal }) => getSummonSettings(signal),
  });
}

/** Whether the member shares their log with the community figures. */
export function useSummonSettings() {
  return useQuery(getSummonSettingsQueryOptions());
}
