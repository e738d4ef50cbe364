import type { ResetPasswordRequest } from '@haven/shared/auth/schemas';
import type { Ok } from '@haven/shared/common/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function resetPassword(input: ResetPasswordRequest): Promise<Ok> {
  return api.post<Ok>('/api/account/reset-password', input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
