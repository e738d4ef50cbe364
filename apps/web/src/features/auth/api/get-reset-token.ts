import type { ResetTokenStatus } from '@haven/shared/auth/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getResetTokenStatus(token: string, signal?: AbortSignal): Promise<ResetTokenStatus> {
  return api.get<ResetTokenStatus>(`/api/account/reset-token/${encodeURIComponent(token)}`, { signal });
}

export function getResetTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['reset-token', token],
    queryFn: ({ signal }) => getResetTokenStatus(token, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** Whether a reset link's token is still usable; idle without a token. */
export function useResetTokenStatus(token: string | null) {
  return useQuery({ ...getResetTokenQueryOptions(token ?? ''), enabled: token !== null });
}
