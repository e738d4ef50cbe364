import type { GuideReviewRequest } from '@haven/shared/guides/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { GUIDES_QUERY_KEY } from './get-guides';

export function reviewGuide({
  guideId,
  status,
}: { guideId: string } & GuideReviewRequest): Promise<{ ok: true }> {
  return api.put<{ ok: true }>(`/api/admin/guides/${encodeURIComponent(guideId)}/status`, { status });
}

/** Approves or rejects a guide (admin). */
export function useReviewGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewGuide,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GUIDES_QUERY_KEY }),
  });
}
