import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { HERO_REVIEW_QUERY_KEY } from './get-hero-review';
import { SPECIALITIES_QUERY_KEY } from './get-specialities';

/** Deletes a tag from the vocabulary and from every hero carrying it. */
export function deleteSpeciality(specialityId: string): Promise<unknown> {
  return api.delete(`/api/admin/specialities/${encodeURIComponent(specialityId)}`);
}

export function useDeleteSpeciality() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSpeciality,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: SPECIALITIES_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: HERO_REVIEW_QUERY_KEY });
    },
  });
}
