/**
 * True while a sign-out is leaving the page. Guards read it so that forgetting the user does not
 * make a guarded page redirect elsewhere (the router commits the move to /login in a transition,
 * after the user is already forgotten).
 */
let isSigningOut = false;
let resetTimer: number | undefined;

export function markSigningOut(): void {
  isSigningOut = true;
  window.clearTimeout(resetTimer);
  resetTimer = window.setTimeout(() => {
    isSigningOut = false;
  }, 2_000);
}

export function getIsSigningOut(): boolean {
  return isSigningOut;
}

/** Set by this page's own sign-out, so the change to signed out is not taken for one made elsewhere. */
let isOwnSignOut = false;

export function markOwnSignOut(): void {
  isOwnSignOut = true;
}

/** Whether the page signed out by itself since last asked; asking clears it. */
export function takeOwnSignOut(): boolean {
  const was = isOwnSignOut;
  isOwnSignOut = false;
  return was;
}

/**
 * This page's own requests that replace its session (a password change ends every session and
 * answers with a new one). The server may end the old session's live stream before that answer
 * arrives, so the session is read again only once they have answered.
 */
const ownSessionChanges = new Set<Promise<unknown>>();

export function trackOwnSessionChange<T>(request: Promise<T>): Promise<T> {
  ownSessionChanges.add(request);
  const forget = () => ownSessionChanges.delete(request);
  request.then(forget, forget);
  return request;
}

/** Resolves once every session change this page has in flight has answered (at once if none). */
export async function ownSessionChangesSettled(): Promise<void> {
  while (ownSessionChanges.size > 0) await Promise.allSettled([...ownSessionChanges]);
}
