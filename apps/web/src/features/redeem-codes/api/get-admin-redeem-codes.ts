import type { AdminRedeemCodes } from '@haven/shared/redeem-codes/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { REDEEM_CODES_QUERY_KEY } from './get-active-redeem-codes';

export function getAdminRedeemCodes(signal?: AbortSignal): Promise<AdminRedeemCodes> {
  return api.get<AdminRedeemCodes>('/api/admin/redeem-codes', { signal });
}

export function getAdminRedeemCodesQueryOptions() {
  return queryOptions({
    queryKey: [...REDEEM_CODES_QUERY_KEY, 'admin'],
    queryFn: ({ signal }) => getAdminRedeemCodes(signal),
  });
}

/** Every code, newest first, for the admin screens. */
export function useAdminRedeemCodes() {
  return useQuery(getAdminRedeemCodesQueryOptions());
}
