import type { SignUpRequest, SignUpResponse } from '@haven/shared/auth/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function signUp(input: SignUpRequest): Promise<SignUpResponse> {
  return api.post<SignUpResponse>('/api/account/sign-up', input);
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
