import { type ReactNode, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the browser hydrates its page, true afterwards: what depends on the
 * viewer's clock or time zone waits for it, so the server's HTML (possibly cached) never disagrees.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** Its children once the page has hydrated; until then the fallback, which holds their space. */
export function AfterHydration({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useIsHydrated() ? children : fallback;
}
