import type { Ok } from '@haven/shared/common/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BANNERS_QUERY_KEY } from './get-banners';

export function deleteBanner(bannerId: string): Promise<Ok> {
  return api.delete<Ok>(`/api/admin/banners/${encodeURIComponent(bannerId)}`);
}

export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBanner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BANNERS_QUERY_KEY }),
  });
}
