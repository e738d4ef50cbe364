import type { ResetPasswordRequest } from '@haven/shared/auth/schemas';
import type { Ok } from '@haven/shared/common/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
// The account forms' refusals, field rules and toasts in the page's language.
import '../shared-texts';

export function resetPassword(input: ResetPasswordRequest): Promise<Ok> {
  return api.post<Ok>('/api/account/reset-password', input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
