import type { RedeemCode, RedeemCodeInput } from '@haven/shared/redeem-codes/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { REDEEM_CODES_QUERY_KEY } from './get-active-redeem-codes';

export type SaveRedeemCodeVariables = {
  codeId: string | null;
  input: RedeemCodeInput;
  /** The version the editor opened, for a replace. */
  version: number;
};

/** Creates a code (no id) or replaces an existing one's fields from the version its editor opened. */
export function saveRedeemCode({ codeId, input, version }: SaveRedeemCodeVariables): Promise<RedeemCode> {
  return codeId
    ? api.put<RedeemCode>(`/api/admin/redeem-codes/${encodeURIComponent(codeId)}`, { ...input, version })
    : api.post<RedeemCode>('/api/admin/redeem-codes', input);
}

export function useSaveRedeemCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRedeemCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REDEEM_CODES_QUERY_KEY }),
  });
}
