import type { PolicyViewer } from '../common/policy-viewer.ts';

/**
 * Anyone may sign up, sign in or sign out: the account routes are open to visitors and members
 * alike, and the auth library checks the address and password itself.
 */
export function canUseAccountForms(_viewer: PolicyViewer): boolean {
  return true;
}

/**
 * Anyone may ask for a password reset and set a new password with the e-mailed token: the token,
 * not a session, proves the right. A signed-in member has no other way to change their password
 * or delete their account; an admin does both from the Users tab (see the members' rules).
 */
export function canResetPassword(_viewer: PolicyViewer): boolean {
  return true;
}
