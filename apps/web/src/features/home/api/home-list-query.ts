import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The home sections served as `{ items }` from `/api/home/<name>`. */
type HomeListName = 'guides' | 'teams';

/** The realtime topic whose events refresh each section. */
const SECTION_TOPIC: Record<HomeListName, string> = {
  guides: REALTIME_TOPICS.guides,
  teams: REALTIME_TOPICS.teams,
};

/**
 * A home section's list: fetched from its endpoint, cached under [topic, 'home'] so the topic's
 * events refresh it, read as its items.
 */
export function homeListQueryOptions<Data extends { items: readonly unknown[] }>(name: HomeListName) {
  return queryOptions({
    queryKey: [SECTION_TOPIC[name], 'home'] as const,
    queryFn: ({ signal }) => api.get<Data>(`/api/home/${name}`, { signal }),
    select: (data): Data['items'] => data.items,
  });
}
