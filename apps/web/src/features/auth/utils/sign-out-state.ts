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
