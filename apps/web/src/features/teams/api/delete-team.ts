import type { Ok } from '@haven/shared/common/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { TEAMS_QUERY_KEY } from './get-public-teams';

export function deleteTeam(teamId: string): Promise<Ok> {
  return api.delete<Ok>(`/api/teams/${encodeURIComponent(teamId)}`);
}

export function useDeleteTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAMS_QUERY_KEY }),
  });
}
