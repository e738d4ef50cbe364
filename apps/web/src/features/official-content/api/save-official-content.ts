import type { OfficialContent, OfficialContentInput } from '@haven/shared/official-content/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { OFFICIAL_CONTENT_QUERY_KEY } from './get-official-content-list';

export type SaveOfficialContentVariables = {
  contentId: string | null;
  input: OfficialContentInput;
  /** The version the editor opened, for a replace. */
  version: number;
};

/** Publishes a new post (no id) or replaces an existing one from the version its editor opened. */
export function saveOfficialContent({ contentId, input, version }: SaveOfficialContentVariables) {
  return contentId
    ? api.put<OfficialContent>(`/api/admin/official-content/${encodeURIComponent(contentId)}`, {
        ...input,
        version,
      })
    : api.post<OfficialContent>('/api/admin/official-content', input);
}

export function useSaveOfficialContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOfficialContent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OFFICIAL_CONTENT_QUERY_KEY }),
  });
}
