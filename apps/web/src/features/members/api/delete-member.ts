import type { Ok } from '@haven/shared/common/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { MEMBERS_QUERY_KEY } from './get-members';

export function deleteMember(memberId: string): Promise<Ok> {
  return api.delete<Ok>(`/api/admin/members/${encodeURIComponent(memberId)}`);
}

export function useDeleteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEMBERS_QUERY_KEY }),
  });
}
