import type { SignInRequest } from '@haven/shared/auth/schemas';
import type { MeResponse } from '@haven/shared/profiles/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { recordActivity } from '../utils/last-activity';
import { getMeQueryOptions } from './get-me';
// The account forms' refusals, field rules and toasts in the page's language.
import '../shared-texts';

export function signIn(input: SignInRequest): Promise<MeResponse> {
  return api.post<MeResponse>('/api/account/sign-in', input);
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (data) => {
      // A fresh session starts active, whatever an older tab stored.
      recordActivity(true);
      queryClient.setQueryData(getMeQueryOptions().queryKey, data);
      // Everything else may depend on who is looking.
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'me' });
    },
  });
}
