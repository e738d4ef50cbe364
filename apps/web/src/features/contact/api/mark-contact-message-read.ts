import type { Ok } from '@haven/shared/common/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CONTACT_MESSAGES_QUERY_KEY } from './get-contact-messages';

export function markContactMessageRead(messageId: string): Promise<Ok> {
  return api.post<Ok>(`/api/admin/contact-messages/${encodeURIComponent(messageId)}/read`);
}

export function useMarkContactMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markContactMessageRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTACT_MESSAGES_QUERY_KEY }),
  });
}
