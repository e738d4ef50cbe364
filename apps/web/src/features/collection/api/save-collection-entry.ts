import type {
  CollectionEntryResult,
  MyCollection,
  SaveCollectionEntryRequest,
} from '@haven/shared/collection/schemas';
import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { myCollectionKey } from './get-my-collection';
import { applyEntry } from './set-hero-owned';

export function saveCollectionEntry(
  heroId: string,
  input: SaveCollectionEntryRequest,
): Promise<CollectionEntryResult> {
  return api.put<CollectionEntryResult>(`/api/me/collection/heroes/${encodeURIComponent(heroId)}`, input);
}

/** The edit sheet's save of one hero's level, stars, note and building mark. */
export function useSaveCollectionEntry(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ heroId, input }: { heroId: string; input: SaveCollectionEntryRequest }) =>
      saveCollectionEntry(heroId, input),
    onSuccess: async (result) => {
      queryClient.setQueryData<MyCollection>(myCollectionKey(userId), (current) =>
        applyEntry(current, result),
      );
      await queryClient.invalidateQueries({
        queryKey: [REALTIME_TOPICS.collection, userId],
        predicate: (query) => query.queryKey[2] !== 'mine',
      });
    },
  });
}
