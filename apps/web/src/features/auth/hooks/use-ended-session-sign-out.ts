import { AUTH_MESSAGES } from '@haven/shared/auth/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { ME_QUERY_KEY } from '../api/get-me';
import { useSignOut } from '../api/sign-out';
import { ownSessionChangesSettled, takeOwnSignOut } from '../utils/sign-out-state';

/**
 * Whether a page that showed a member and now reads no session lost it elsewhere (signed out in
 * another tab, password changed, banned, account deleted) rather than by signing out here.
 */
export function hasSessionEndedElsewhere(wasSignedIn: boolean, isSignedIn: boolean, isOwnSignOut: boolean) {
  return wasSignedIn && !isSignedIn && !isOwnSignOut;
}

/**
 * Signs the page out at once when the member's session ends elsewhere: the session query already
 * says signed out; cached private answers are dropped, a notice says so, and a member-only page's
 * guard sends them to sign in. Returns what to call when the server may have ended the session
 * (the live stream ended): the session is read again, after any change of session this page
 * itself has in flight has answered.
 */
export function useEndedSessionSignOut(isSignedIn: boolean): () => void {
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  const wasSignedIn = useRef(isSignedIn);

  useEffect(() => {
    const isOwnSignOut = takeOwnSignOut();
    if (hasSessionEndedElsewhere(wasSignedIn.current, isSignedIn, isOwnSignOut)) {
      void signOut({ isEndedOnServer: true, message: AUTH_MESSAGES.sessionEnded, redirectTo: null }).then(
        takeOwnSignOut,
      );
    }
    wasSignedIn.current = isSignedIn;
  }, [isSignedIn, signOut]);

  return useCallback(() => {
    if (!wasSignedIn.current) return;
    void ownSessionChangesSettled().then(() => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }));
  }, [queryClient]);
}
