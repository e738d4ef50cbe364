import type { AdminOutfit, UpdateOutfitRequest } from '@haven/shared/outfits/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { OUTFITS_QUERY_KEY } from './get-outfits';

/** Saves an outfit's edit from the version its editor opened (refused with 409 when it is past it). */
export function updateOutfit(outfitId: string, input: UpdateOutfitRequest): Promise<AdminOutfit> {
  return api.patch<AdminOutfit>(`/api/admin/outfits/${encodeURIComponent(outfitId)}`, input);
}

/** Saves an admin's inline edit of an outfit. */
export function useUpdateOutfit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ outfitId, input }: { outfitId: string; input: UpdateOutfitRequest }) =>
      updateOutfit(outfitId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OUTFITS_QUERY_KEY }),
  });
}
