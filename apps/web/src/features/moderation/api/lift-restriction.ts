import type { Ok } from '@haven/shared/common/schemas';
import type { LiftRestrictionRequest } from '@haven/shared/moderation/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refetchModeration } from './restrict-member';

export function liftRestriction(memberId: string, input: LiftRestrictionRequest): Promise<Ok> {
  return api.post<Ok>(`/api/admin/members/${encodeURIComponent(memberId)}/restriction/lift`, input);
}

/** Lifts a member's suspension or ban early, with the reason. */
export function useLiftRestriction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, input }: { memberId: string; input: LiftRestrictionRequest }) =>
      liftRestriction(memberId, input),
    onSuccess: () => refetchModeration(queryClient),
  });
}
