import type { ExpiredRedeemCodes } from '@haven/shared/redeem-codes/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { REDEEM_CODES_QUERY_KEY } from './get-active-redeem-codes';

export function getExpiredRedeemCodes(page: number, signal?: AbortSignal): Promise<ExpiredRedeemCodes> {
  return api.get<ExpiredRedeemCodes>(`/api/redeem-codes/expired?page=${page}`, { signal });
}

export function getExpiredRedeemCodesQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...REDEEM_CODES_QUERY_KEY, 'expired', page],
    queryFn: ({ signal }) => getExpiredRedeemCodes(page, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of the codes that no longer work. */
export function useExpiredRedeemCodes(page: number) {
  return useQuery(getExpiredRedeemCodesQueryOptions(page));
}
