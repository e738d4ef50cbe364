import type { Ok } from '@haven/shared/common/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { OFFICIAL_CONTENT_QUERY_KEY } from './get-official-content-list';

export function deleteOfficialContent(contentId: string): Promise<Ok> {
  return api.delete<Ok>(`/api/admin/official-content/${encodeURIComponent(contentId)}`);
}

export function useDeleteOfficialContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOfficialContent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OFFICIAL_CONTENT_QUERY_KEY }),
  });
}
