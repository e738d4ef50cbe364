import type { ImportCollectionRequest, ImportCollectionResult } from '@haven/shared/collection/transfer';
import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function importCollection(request: ImportCollectionRequest): Promise<ImportCollectionResult> {
  return api.post<ImportCollectionResult>('/api/me/collection/import', request);
}

/** Imports a collection file; what it wrote is read again. */
export function useImportCollection(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCollection,
    onSuccess: async (result) => {
      if (result.imported > 0) {
        await queryClient.invalidateQueries({ queryKey: [REALTIME_TOPICS.collection, userId] });
      }
    },
  });
}

/** The address of the collection's download in either format. */
export const collectionExportUrl = (format: 'json' | 'csv') => `/api/me/collection/export?format=${format}`;
