import type { ChangeEmailRequest } from '@haven/shared/account/schemas';
import type { Ok } from '@haven/shared/common/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
// The account forms' refusals, field rules and toasts in the page's language.
import '../shared-texts';

/** Asks for a link to the new address; the address changes once the link is followed. */
export function changeEmail(input: ChangeEmailRequest): Promise<Ok> {
  return api.post<Ok>('/api/me/account/email', input);
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
