import { AUTH_MESSAGES } from '@haven/shared/auth/messages';
import {
  INACTIVITY_CHECK_INTERVAL_MS,
  isInactive,
  LAST_ACTIVITY_STORAGE_KEY,
} from '@haven/shared/auth/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ME_QUERY_KEY } from '../api/get-me';
import { useSignOut } from '../api/sign-out';
import { readLastActivity, recordActivity } from '../utils/last-activity';

const ACTIVITY_EVENTS = ['mousedown', 'mousemove', 'keydown', 'keypress', 'scroll', 'touchstart'] as const;

/**
 * Signs the user out after 2 hours without activity in any tab, so a shared computer left alone
 * does not stay signed in.
 * Checked at start-up, every minute and when the tab becomes visible; uses Date.now()
 * so a faked clock drives it.
 */
export function useInactivitySignOut(isSignedIn: boolean): void {
  const signOut = useSignOut();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!isSignedIn) return;
    let signingOut = false;

    const check = () => {
      if (signingOut) return;
      if (isInactive(readLastActivity(), Date.now())) {
        signingOut = true;
        void signOut({ message: AUTH_MESSAGES.inactivitySignOut });
      }
    };

    check();
    if (!signingOut) recordActivity(true);

    const onActivity = () => recordActivity();
    const onVisibility = () => {
      if (document.visibilityState === 'visible') check();
    };
    // Another tab signed out (it cleared the shared time): learn it now.
    const onStorage = (event: StorageEvent) => {
      if (event.key === LAST_ACTIVITY_STORAGE_KEY && event.newValue === null) {
        void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      }
    };

    for (const type of ACTIVITY_EVENTS) {
      window.addEventListener(type, onActivity, { passive: true, capture: true });
    }
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('storage', onStorage);
    const interval = window.setInterval(check, INACTIVITY_CHECK_INTERVAL_MS);

    return () => {
      for (const type of ACTIVITY_EVENTS) {
        window.removeEventListener(type, onActivity, { capture: true });
      }
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('storage', onStorage);
      window.clearInterval(interval);
    };
  }, [isSignedIn, signOut, queryClient]);
}
