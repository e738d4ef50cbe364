import { AUTH_MESSAGES } from '@haven/shared/auth/messages';
import type { Ok } from '@haven/shared/common/schemas';
import { type Query, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { clearActivity } from '../utils/last-activity';
import { markOwnSignOut, markSigningOut } from '../utils/sign-out-state';
import { getMeQueryOptions } from './get-me';

export function signOut(): Promise<Ok> {
  return api.post<Ok>('/api/account/sign-out');
}

type SignOutOptions = {
  /** Toast shown once signed out (for example the inactivity notice). */
  message?: string;
  /** Where to go afterwards; /login unless told otherwise, null to stay. */
  redirectTo?: string | null;
  /** The server has already ended the session (the account was deleted): only the page forgets it. */
  isEndedOnServer?: boolean;
};

/** Ends the session: tells the server, forgets the user and the activity time, goes to /login. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useCallback(
    async ({ message, redirectTo = paths.login, isEndedOnServer = false }: SignOutOptions = {}) => {
      let failed = false;
      try {
        if (!isEndedOnServer) await signOut();
      } catch {
        failed = true;
      }
      clearActivity();
      if (failed) toast.error(AUTH_MESSAGES.signOutFailed);
      else if (message) toast.info(message);
      if (redirectTo !== null) markSigningOut();
      markOwnSignOut();
      queryClient.setQueryData(getMeQueryOptions().queryKey, { user: null });
      // What the member read stays nowhere: answers not on screen are dropped, the rest read again.
      const isNotMe = (query: Query) => query.queryKey[0] !== 'me';
      queryClient.removeQueries({ predicate: (query) => isNotMe(query) && query.getObserversCount() === 0 });
      void queryClient.invalidateQueries({ predicate: isNotMe });
      if (redirectTo !== null) navigate(redirectTo, { replace: true });
    },
    [queryClient, navigate],
  );
}
