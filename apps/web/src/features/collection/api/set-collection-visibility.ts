import type { CollectionVisibility } from '@haven/shared/collection/constants';
import type { MyCollection, SetVisibilityRequest } from '@haven/shared/collection/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { myCollectionKey } from './get-my-collection';

export function setCollectionVisibility(visibility: CollectionVisibility): Promise<SetVisibilityRequest> {
  return api.put<SetVisibilityRequest>('/api/me/collection/visibility', { visibility });
}

/** Chooses who sees the member's collection on their profile. */
export function useSetCollectionVisibility(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCollectionVisibility,
    onSuccess: ({ visibility }) => {
      queryClient.setQueryData<MyCollection>(myCollectionKey(userId), (current) =>
        current ? { ...current, visibility } : current,
      );
    },
  });
}
