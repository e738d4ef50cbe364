import type { Account } from '@haven/shared/account/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ME_QUERY_KEY } from './get-me';

export function getAccount(signal?: AbortSignal): Promise<Account> {
  return api.get<Account>('/api/me/account', { signal });
}

/** Kept under the session's key: signing in or out, or a changed address, reads it again. */
export function getAccountQueryOptions() {
  return queryOptions({
    queryKey: [...ME_QUERY_KEY, 'account'] as const,
    queryFn: ({ signal }) => getAccount(signal),
  });
}

/** The signed-in member's account details (their e-mail address). */
export function useAccount() {
  return useQuery(getAccountQueryOptions());
}
