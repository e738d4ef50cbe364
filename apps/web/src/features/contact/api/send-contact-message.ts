import type { ContactMessageRequest } from '@haven/shared/contact/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Sends the contact form; the server files it unread in the admins' inbox. */
export function sendContactMessage(input: ContactMessageRequest): Promise<{ id: string }> {
  return api.post<{ id: string }>('/api/contact-messages', input);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
