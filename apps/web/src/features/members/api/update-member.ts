import type { AdminUpdateMemberRequest, MemberCard } from '@haven/shared/members/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { MEMBERS_QUERY_KEY } from './get-members';

export function updateMember(memberId: string, input: AdminUpdateMemberRequest): Promise<MemberCard> {
  return api.patch<MemberCard>(`/api/admin/members/${encodeURIComponent(memberId)}`, input);
}

export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, input }: { memberId: string; input: AdminUpdateMemberRequest }) =>
      updateMember(memberId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEMBERS_QUERY_KEY }),
  });
}
