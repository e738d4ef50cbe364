import type { ChangePasswordRequest } from '@haven/shared/account/schemas';
import type { Ok } from '@haven/shared/common/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { trackOwnSessionChange } from '../utils/sign-out-state';
// The account forms' refusals, field rules and toasts in the page's language.
import '../shared-texts';

/**
 * Sets a new password (the current one proves it is the member); every other session ends and
 * this page's session is replaced by the answer's.
 */
export function changePassword(input: ChangePasswordRequest): Promise<Ok> {
  return trackOwnSessionChange(api.post<Ok>('/api/me/account/password', input));
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
