import type { Ok } from '@haven/shared/common/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CONTACT_MESSAGES_QUERY_KEY } from './get-contact-messages';

export function deleteContactMessage(messageId: string): Promise<Ok> {
  return api.delete<Ok>(`/api/admin/contact-messages/${encodeURIComponent(messageId)}`);
}

export function useDeleteContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContactMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTACT_MESSAGES_QUERY_KEY }),
  });
}
