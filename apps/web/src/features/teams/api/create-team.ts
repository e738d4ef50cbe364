import type { CreateTeamRequest, Team } from '@haven/shared/teams/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { TEAMS_QUERY_KEY } from './get-public-teams';

export function createTeam(input: CreateTeamRequest): Promise<Team> {
  return api.post<Team>('/api/teams', input);
}

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAMS_QUERY_KEY }),
  });
}
