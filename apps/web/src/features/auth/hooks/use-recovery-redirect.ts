import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { ME_QUERY_KEY } from '../api/get-me';
import { getResetTokenStatus } from '../api/get-reset-token';
import { signOut } from '../api/sign-out';
import { clearActivity } from '../utils/last-activity';

function readRecoveryToken(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get('access_token');
  return token && params.get('type') === 'recovery' ? token : null;
}

/**
 * A recovery link that lands on "/" with `#access_token=…&type=recovery`: when the token
 * is usable, sign out and continue on the reset page; otherwise ask for a new link and
 * leave the current session alone.
 * Returns true while it is handling such a link.
 */
export function useRecoveryRedirect(): boolean {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = readRecoveryToken(hash);

  useEffect(() => {
    if (token === null) return;
    let cancelled = false;

    const run = async () => {
      // Only a token the server recognises may end the current session: a link with
      // a made-up token must not sign anyone out.
      let valid = false;
      try {
        valid = (await getResetTokenStatus(token)).valid;
      } catch {
        valid = false;
      }
      if (cancelled) return;
      if (valid) {
        try {
          await signOut();
        } catch {
          // Not signed in, or offline: the reset page works signed out either way.
        }
        clearActivity();
        queryClient.setQueryData(ME_QUERY_KEY, { user: null });
      }
      if (cancelled) return;
      navigate(
        valid
          ? `${paths.resetPassword}?token=${encodeURIComponent(token)}&type=recovery`
          : `${paths.forgotPassword}?error=invalid_token`,
        { replace: true },
      );
    };
    void run();
    return () => {
      cancelled = true;
    };
  }, [token, navigate, queryClient]);

  return token !== null;
}
