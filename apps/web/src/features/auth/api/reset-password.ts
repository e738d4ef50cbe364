import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ResetPasswordInput = { token: string; newPassword: string };

export function resetPassword(input: ResetPasswordInput): Promise<{ ok: true }> {
  return api.post<{ ok: true }>('/api/account/reset-password', input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
