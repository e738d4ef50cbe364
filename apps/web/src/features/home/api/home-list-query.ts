import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The home sections served as `{ items }` from `/api/home/<name>`. */
type HomeListName = 'guides' | 'news' | 'teams';

/** A home section's list: fetched from its endpoint, cached under ['home', name], read as its items. */
export function homeListQueryOptions<Data extends { items: readonly unknown[] }>(name: HomeListName) {
  return queryOptions({
    queryKey: ['home', name] as const,
    queryFn: ({ signal }) => api.get<Data>(`/api/home/${name}`, { signal }),
    select: (data): Data['items'] => data.items,
  });
}
