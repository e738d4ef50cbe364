import type { CollectionEntryResult, MyCollection } from '@haven/shared/collection/schemas';
import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { myCollectionKey } from './get-my-collection';

export function setHeroOwned(heroId: string, owned: boolean): Promise<CollectionEntryResult> {
  return api.put<CollectionEntryResult>(`/api/me/collection/heroes/${encodeURIComponent(heroId)}/owned`, {
    owned,
  });
}

/** Puts a saved entry (or its removal) into the member's collection as the server answered. */
export function applyEntry(collection: MyCollection | undefined, result: CollectionEntryResult) {
  if (!collection) return collection;
  return {
    ...collection,
    heroes: collection.heroes.map((hero) =>
      hero.id === result.heroId ? { ...hero, entry: result.entry } : hero,
    ),
  };
}

/**
 * One tap: the hero owned or not. The portrait shows the new state at once and goes back if the
 * server refuses; the member's other queries of the collection are read again.
 */
export function useSetHeroOwned(userId: string) {
  const queryClient = useQueryClient();
  const key = myCollectionKey(userId);
  return useMutation({
    mutationFn: ({ heroId, owned }: { heroId: string; owned: boolean }) => setHeroOwned(heroId, owned),
    onMutate: async ({ heroId, owned }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<MyCollection>(key);
      const placeholder = owned
        ? { level: 1, stars: 1, note: null, isBuilding: false, updatedAt: new Date().toISOString() }
        : null;
      queryClient.setQueryData<MyCollection>(key, (current) =>
        applyEntry(current, {
          heroId,
          entry: owned ? (current?.heroes.find((h) => h.id === heroId)?.entry ?? placeholder) : null,
        }),
      );
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (result) => {
      queryClient.setQueryData<MyCollection>(key, (current) => applyEntry(current, result));
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({
        queryKey: [REALTIME_TOPICS.collection, userId],
        predicate: (query) => query.queryKey[2] !== 'mine',
      });
    },
  });
}
