import type { Ok } from '@haven/shared/common/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { REDEEM_CODES_QUERY_KEY } from './get-active-redeem-codes';

export function deleteRedeemCode(codeId: string): Promise<Ok> {
  return api.delete<Ok>(`/api/admin/redeem-codes/${encodeURIComponent(codeId)}`);
}

export function useDeleteRedeemCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRedeemCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REDEEM_CODES_QUERY_KEY }),
  });
}
