import type { Speciality, SpecialityInput } from '@haven/shared/hero-reviews/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SPECIALITIES_QUERY_KEY } from './get-specialities';

/** Adds a tag to the vocabulary (409 when its name is taken). */
export function createSpeciality(input: SpecialityInput): Promise<Speciality> {
  return api.post<Speciality>('/api/admin/specialities', input);
}

export function useCreateSpeciality() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSpeciality,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SPECIALITIES_QUERY_KEY }),
  });
}
