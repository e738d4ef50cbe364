import type { CreateReportRequest } from '@haven/shared/reports/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Reports a comment, guide, team or profile; the answer carries the thanks to show. */
export function createReport(input: CreateReportRequest): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/reports', input);
}

export function useCreateReport() {
  return useMutation({ mutationFn: createReport });
}
