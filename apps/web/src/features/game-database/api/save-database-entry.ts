import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { DatabaseEntryInput, SavedDatabaseEntry } from '@haven/shared/game-database/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type SaveDatabaseEntryVariables = {
  entryId: string | null;
  input: DatabaseEntryInput;
  /** The version the editor opened, for a replace. */
  version: number;
};

/**
 * Creates an entry (no id) or replaces an existing one from the version its editor opened;
 * answers where it now lives.
 */
export function saveDatabaseEntry({
  entryId,
  input,
  version,
}: SaveDatabaseEntryVariables): Promise<SavedDatabaseEntry> {
  return entryId
    ? api.put<SavedDatabaseEntry>(`/api/admin/database/${encodeURIComponent(entryId)}`, { ...input, version })
    : api.post<SavedDatabaseEntry>('/api/admin/database', input);
}

export function useSaveDatabaseEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDatabaseEntry,
    // Public category and entry pages change too, so the whole topic is refetched.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [REALTIME_TOPICS.gameDatabase] }),
  });
}
