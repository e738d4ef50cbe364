import type { Team, UpdateTeamRequest } from '@haven/shared/teams/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { TEAMS_QUERY_KEY } from './get-public-teams';

/** Replaces the name, heroes, mode and notes of the member's own team. */
export function updateTeam({ teamId, input }: { teamId: string; input: UpdateTeamRequest }): Promise<Team> {
  return api.put<Team>(`/api/teams/${encodeURIComponent(teamId)}`, input);
}

export function useUpdateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAMS_QUERY_KEY }),
  });
}
