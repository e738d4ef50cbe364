import type { OutfitCard, UpdateOutfitRequest } from '@haven/shared/outfits/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { OUTFITS_QUERY_KEY } from './get-outfits';

export function updateOutfit(outfitId: string, input: UpdateOutfitRequest): Promise<OutfitCard> {
  return api.patch<OutfitCard>(`/api/admin/outfits/${encodeURIComponent(outfitId)}`, input);
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
