import type { ForgotPasswordRequest } from '@haven/shared/auth/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function requestPasswordReset(input: ForgotPasswordRequest): Promise<{ ok: true }> {
  return api.post<{ ok: true }>('/api/account/forgot-password', input);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
