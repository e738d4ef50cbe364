import type { ForgotPasswordRequest } from '@haven/shared/auth/schemas';
import type { Ok } from '@haven/shared/common/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
// The account forms' refusals, field rules and toasts in the page's language.
import '../shared-texts';

export function requestPasswordReset(input: ForgotPasswordRequest): Promise<Ok> {
  return api.post<Ok>('/api/account/forgot-password', input);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
