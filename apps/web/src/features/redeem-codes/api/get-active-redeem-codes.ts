import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { ActiveRedeemCodes } from '@haven/shared/redeem-codes/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every redeem-code query starts with this key, which is also the server's realtime topic for codes. */
export const REDEEM_CODES_QUERY_KEY = [REALTIME_TOPICS.redeemCodes] as const;

export function getActiveRedeemCodes(signal?: AbortSignal): Promise<ActiveRedeemCodes> {
  return api.get<ActiveRedeemCodes>('/api/redeem-codes', { signal });
}

export function getActiveRedeemCodesQueryOptions() {
  return queryOptions({
    queryKey: [...REDEEM_CODES_QUERY_KEY, 'active'],
    queryFn: ({ signal }) => getActiveRedeemCodes(signal),
  });
}

/** The codes that work now, newest first: the first is the latest code. */
export function useActiveRedeemCodes() {
  return useQuery(getActiveRedeemCodesQueryOptions());
}
