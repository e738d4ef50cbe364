import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { MyFavoriteOutfitResponse } from '@haven/shared/outfits/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Keyed on the profiles topic: the favourite is part of the member's profile. */
export const MY_FAVORITE_OUTFIT_QUERY_KEY = [REALTIME_TOPICS.profiles, 'me', 'favorite-outfit'] as const;

export function getMyFavoriteOutfit(signal?: AbortSignal): Promise<MyFavoriteOutfitResponse> {
  return api.get<MyFavoriteOutfitResponse>('/api/me/favorite-outfit', { signal });
}

export function getMyFavoriteOutfitQueryOptions() {
  return queryOptions({
    queryKey: MY_FAVORITE_OUTFIT_QUERY_KEY,
    queryFn: ({ signal }) => getMyFavoriteOutfit(signal),
  });
}

/** The signed-in member's favourite outfit (asked only when someone is signed in). */
export function useMyFavoriteOutfit(isSignedIn: boolean) {
  return useQuery({ ...getMyFavoriteOutfitQueryOptions(), enabled: isSignedIn });
}
