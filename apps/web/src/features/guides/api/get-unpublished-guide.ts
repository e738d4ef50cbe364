import type { Guide } from '@haven/shared/guides/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { GUIDES_QUERY_KEY } from './get-guides';

export function getUnpublishedGuide(slug: string, signal?: AbortSignal): Promise<Guide> {
  return api.get<Guide>(`/api/guides/${encodeURIComponent(slug)}/unpublished`, { signal });
}

export function getUnpublishedGuideQueryOptions(slug: string) {
  return queryOptions({
    queryKey: [...GUIDES_QUERY_KEY, 'unpublished', slug],
    queryFn: ({ signal }) => getUnpublishedGuide(slug, signal),
    retry: false,
  });
}

/** A guide whatever its status, for its author or an admin (pending or rejected guides, and editing). */
export function useUnpublishedGuide(slug: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getUnpublishedGuideQueryOptions(slug), enabled: options.enabled ?? true });
}
