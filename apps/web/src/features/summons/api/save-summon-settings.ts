import type { SummonSettings } from '@haven/shared/summons/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getSummonSettingsQueryOptions } from './get-summon-settings';

export function saveSummonSettings(settings: SummonSettings): Promise<SummonSettings> {
  return api.put<SummonSettings>('/api/me/summons/settings', settings);
}

/** Saves the member's choice to share their log with the community figures. */
export function useSaveSummonSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSummonSettings,
    onSuccess: (settings) => queryClient.setQueryData(getSummonSettingsQueryOptions().queryKey, settings),
  });
}
