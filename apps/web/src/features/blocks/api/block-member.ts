import type { BlockStatus } from '@haven/shared/blocks/schemas';
import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BLOCKS_QUERY_KEY } from './get-blocked-ids';

/** The call of block and unblock, for the mutation files. */
export function blockPath(memberId: string): string {
  return `/api/me/blocks/${encodeURIComponent(memberId)}`;
}

export function blockMember(memberId: string): Promise<BlockStatus> {
  return api.post<BlockStatus>(blockPath(memberId));
}

/** Blocks a member; the viewer's block list and their friendship with the member are read again. */
export function useBlockMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) => blockMember(memberId),
    onSettled: (_answer, _error, memberId) => {
      void queryClient.invalidateQueries({ queryKey: BLOCKS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: [REALTIME_TOPICS.friends, memberId] });
    },
  });
}
