import type { Team } from '@haven/shared/teams/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { TEAMS_QUERY_KEY } from './get-public-teams';

/** Copies a team into the member's own teams. */
export function copyTeam(teamId: string): Promise<Team> {
  return api.post<Team>(`/api/teams/${encodeURIComponent(teamId)}/copy`);
}

export function useCopyTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAMS_QUERY_KEY }),
  });
}
