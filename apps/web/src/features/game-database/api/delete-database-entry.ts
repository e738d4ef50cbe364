import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { Ok } from '@haven/shared/common/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function deleteDatabaseEntry(entryId: string): Promise<Ok> {
  return api.delete<Ok>(`/api/admin/database/${encodeURIComponent(entryId)}`);
}

export function useDeleteDatabaseEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDatabaseEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [REALTIME_TOPICS.gameDatabase] }),
  });
}
