import type { PageContent, PageUpdateRequest } from '@haven/shared/pages/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PAGES_QUERY_KEY } from './get-page';

export function updatePage({ pageId, input }: { pageId: string; input: PageUpdateRequest }) {
  return api.put<PageContent>(`/api/admin/pages/${encodeURIComponent(pageId)}`, input);
}

export function useUpdatePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAGES_QUERY_KEY }),
  });
}
