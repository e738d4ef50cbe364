import { isAffectedBy, REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { MemberRestriction, RestrictMemberInput } from '@haven/shared/moderation/schemas';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function restrictMember(memberId: string, input: RestrictMemberInput): Promise<MemberRestriction> {
  return api.post<MemberRestriction>(`/api/admin/members/${encodeURIComponent(memberId)}/restriction`, input);
}

/** Refetches what a restriction changes: the log and every list that shows members' status. */
export function refetchModeration(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => isAffectedBy(query, REALTIME_TOPICS.moderation, undefined),
  });
}

/** Suspends or bans a member, with the reason. */
export function useRestrictMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, input }: { memberId: string; input: RestrictMemberInput }) =>
      restrictMember(memberId, input),
    onSuccess: () => refetchModeration(queryClient),
  });
}
