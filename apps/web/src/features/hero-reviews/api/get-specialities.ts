import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { SpecialityList } from '@haven/shared/hero-reviews/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const SPECIALITIES_QUERY_KEY = [REALTIME_TOPICS.heroes, 'specialities'] as const;

/** The speciality vocabulary, by name. */
export function getSpecialities(signal?: AbortSignal): Promise<SpecialityList> {
  return api.get<SpecialityList>('/api/specialities', { signal });
}

export function getSpecialitiesQueryOptions() {
  return queryOptions({ queryKey: SPECIALITIES_QUERY_KEY, queryFn: ({ signal }) => getSpecialities(signal) });
}

/** The tags the review editor offers. */
export function useSpecialities() {
  return useQuery(getSpecialitiesQueryOptions());
}
