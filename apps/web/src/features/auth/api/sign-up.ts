import type { SignUpRequest, SignUpResponse } from '@haven/shared/auth/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { recordActivity } from '../utils/last-activity';
import { getMeQueryOptions } from './get-me';
// The account forms' refusals, field rules and toasts in the page's language.
import '../shared-texts';

export function signUp(input: SignUpRequest): Promise<SignUpResponse> {
  return api.post<SignUpResponse>('/api/account/sign-up', input);
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: ({ user }) => {
      // Registered and signed in (no address to confirm): as after signing in.
      if (!user) return;
      recordActivity(true);
      queryClient.setQueryData(getMeQueryOptions().queryKey, { user });
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'me' });
    },
  });
}
