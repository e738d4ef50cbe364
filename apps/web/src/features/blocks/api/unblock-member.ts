import type { BlockStatus } from '@haven/shared/blocks/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { blockPath } from './block-member';
import { BLOCKS_QUERY_KEY } from './get-blocked-ids';

export function unblockMember(memberId: string): Promise<BlockStatus> {
  return api.delete<BlockStatus>(blockPath(memberId));
}

/** Lifts a block; the viewer's block list is read again. */
export function useUnblockMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) => unblockMember(memberId),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: BLOCKS_QUERY_KEY }),
  });
}
