import type { DeleteAccountRequest } from '@haven/shared/account/schemas';
import type { Ok } from '@haven/shared/common/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
// The account forms' refusals, field rules and toasts in the page's language.
import '../shared-texts';

/** Deletes the member's own account for good (their password again); the session goes with it. */
export function deleteAccount(input: DeleteAccountRequest): Promise<Ok> {
  return api.delete<Ok>('/api/me/account', input);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
