import type { TeamVote } from '@haven/shared/teams/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { TEAMS_QUERY_KEY } from './get-public-teams';

/** Votes for a team, or takes the member's vote back. */
export function voteTeam(teamId: string): Promise<TeamVote> {
  return api.post<TeamVote>(`/api/teams/${encodeURIComponent(teamId)}/vote`);
}

export function useVoteTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: voteTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAMS_QUERY_KEY }),
  });
}
