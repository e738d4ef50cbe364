import { AUTH_MESSAGES } from '@haven/shared/auth/messages';
import type { MeResponse } from '@haven/shared/profiles/schemas';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getMe, ME_QUERY_KEY } from '../api/get-me';
import { useSignOut } from '../api/sign-out';

/**
 * Whether the member this page shows as signed in has lost their session on the server (signed
 * out elsewhere, password changed, banned, account deleted). Asks the server once; an unanswered
 * question counts as still signed in, so a network blip signs nobody out.
 */
export async function hasSessionEnded(queryClient: QueryClient): Promise<boolean> {
  const shown = queryClient.getQueryData<MeResponse>(ME_QUERY_KEY);
  if (!shown?.user) return false;
  try {
    const now = await getMe();
    return now.user === null;
  } catch {
    return false;
  }
}

/**
 * What the page does when its live stream ends: if the server has ended the member's session, the
 * page signs out at once (signed-out header, private data dropped, a notice); a member-only page
 * then sends them to sign in, and any other page stays.
 */
export function useEndedSessionCheck(): () => void {
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  return useCallback(() => {
    void hasSessionEnded(queryClient).then((hasEnded) => {
      if (hasEnded) {
        void signOut({ isEndedOnServer: true, message: AUTH_MESSAGES.sessionEnded, redirectTo: null });
      }
    });
  }, [queryClient, signOut]);
}
