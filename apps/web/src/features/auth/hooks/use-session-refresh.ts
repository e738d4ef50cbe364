import { LAST_ACTIVITY_STORAGE_KEY } from '@haven/shared/auth/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ME_QUERY_KEY } from '../api/get-me';

/** The session is refreshed 3 s after the tab regains focus, at most once a minute. */
const FOCUS_REFRESH_DELAY_MS = 3_000;
const FOCUS_REFRESH_THROTTLE_MS = 60_000;

/**
 * Re-reads the session when the user comes back to the tab, and when another tab
 * signs in or out (it sets or clears the shared last-activity key). The 4-minute
 * refresh while visible is the `refetchInterval` of the me query.
 */
export function useSessionRefresh(): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    let timer: number | undefined;
    let lastRefresh = Date.now();

    const onReturn = () => {
      if (document.visibilityState !== 'visible') return;
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        const now = Date.now();
        if (now - lastRefresh < FOCUS_REFRESH_THROTTLE_MS) return;
        lastRefresh = now;
        void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      }, FOCUS_REFRESH_DELAY_MS);
    };

    const onOtherTab = (event: StorageEvent) => {
      const signedInOrOut = event.oldValue === null || event.newValue === null;
      if (event.key === LAST_ACTIVITY_STORAGE_KEY && signedInOrOut) {
        void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      }
    };

    document.addEventListener('visibilitychange', onReturn);
    window.addEventListener('focus', onReturn);
    window.addEventListener('storage', onOtherTab);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onReturn);
      window.removeEventListener('focus', onReturn);
      window.removeEventListener('storage', onOtherTab);
    };
  }, [queryClient]);
}
