import type { RedeemCode } from '@haven/shared/redeem-codes/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { REDEEM_CODES_QUERY_KEY } from './get-active-redeem-codes';

/** Marks a code inactive or reactivates it. */
export function setRedeemCodeStatus({ codeId, isActive }: { codeId: string; isActive: boolean }) {
  return api.patch<RedeemCode>(`/api/admin/redeem-codes/${encodeURIComponent(codeId)}/status`, { isActive });
}

export function useSetRedeemCodeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRedeemCodeStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REDEEM_CODES_QUERY_KEY }),
  });
}
