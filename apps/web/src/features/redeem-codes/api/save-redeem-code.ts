import type { RedeemCode, RedeemCodeInput } from '@haven/shared/redeem-codes/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { REDEEM_CODES_QUERY_KEY } from './get-active-redeem-codes';

export type SaveRedeemCodeVariables = { codeId: string | null; input: RedeemCodeInput };

/** Creates a code (no id) or replaces an existing one's fields. */
export function saveRedeemCode({ codeId, input }: SaveRedeemCodeVariables): Promise<RedeemCode> {
  return codeId
    ? api.put<RedeemCode>(`/api/admin/redeem-codes/${encodeURIComponent(codeId)}`, input)
    : api.post<RedeemCode>('/api/admin/redeem-codes', input);
}

export function useSaveRedeemCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRedeemCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REDEEM_CODES_QUERY_KEY }),
  });
}
