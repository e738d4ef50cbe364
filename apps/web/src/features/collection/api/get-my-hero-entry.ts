import type { HeroOwnershipShare, MyHeroEntry } from '@haven/shared/collection/schemas';
import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getMyHeroEntry(heroId: string, signal?: AbortSignal): Promise<MyHeroEntry> {
  return api.get<MyHeroEntry>(`/api/me/collection/heroes/${encodeURIComponent(heroId)}`, { signal });
}

/** The member's own entry for a hero (the hero page, once live). */
export function useMyHeroEntry(userId: string | undefined, heroId: string, enabled: boolean) {
  return useQuery({
    queryKey: [REALTIME_TOPICS.collection, userId ?? '', 'hero', heroId] as const,
    queryFn: ({ signal }) => getMyHeroEntry(heroId, signal),
    enabled: enabled && userId !== undefined,
  });
}

export function getHeroOwnershipShare(heroId: string, signal?: AbortSignal): Promise<HeroOwnershipShare> {
  return api.get<HeroOwnershipShare>(`/api/heroes/${encodeURIComponent(heroId)}/ownership`, { signal });
}

export function getHeroOwnershipShareQueryOptions(heroId: string) {
  return queryOptions({
    queryKey: [REALTIME_TOPICS.collectionShare, heroId] as const,
    queryFn: ({ signal }) => getHeroOwnershipShare(heroId, signal),
  });
}

/** The share of members owning the hero (public, cached). */
export function useHeroOwnershipShare(heroId: string, enabled: boolean) {
  return useQuery({ ...getHeroOwnershipShareQueryOptions(heroId), enabled });
}
