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
