import type { Guide, GuideUpdateRequest } from '@haven/shared/guides/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { GUIDES_QUERY_KEY } from './get-guides';

/** Replaces a guide from the version its editor opened (refused with 409 when it is past it). */
export function updateGuide({
  guideId,
  input,
}: {
  guideId: string;
  input: GuideUpdateRequest;
}): Promise<Guide> {
  return api.put<Guide>(`/api/guides/${encodeURIComponent(guideId)}`, input);
}

/** Saves the author's changes; the guide goes back to review. */
export function useUpdateGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGuide,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GUIDES_QUERY_KEY }),
  });
}
