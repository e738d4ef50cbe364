import { isAdminViewer, isSignedIn, type PolicyViewer } from '../common/policy-viewer.ts';

/**
 * Anyone may sign up, sign in or sign out: the account routes are open to visitors and members
 * alike, and the auth library checks the address and password itself.
 */
export function canUseAccountForms(_viewer: PolicyViewer): boolean {
  return true;
}

/**
 * Anyone may ask for a password reset and set a new password with the e-mailed token: the token,
 * not a session, proves the right.
 */
export function canResetPassword(_viewer: PolicyViewer): boolean {
  return true;
}

/**
 * A signed-in member manages their own account: changes its e-mail address or password and
 * downloads their data. Each change also asks for proof (the password, or a link to the new address).
 */
export function canManageOwnAccount(viewer: PolicyViewer): boolean {
  return isSignedIn(viewer);
}

/**
 * A signed-in member may delete their own account with their password; an administrator may not,
 * so a site never deletes its last administrator by itself (another admin can, from Users).
 */
export function canDeleteOwnAccount(viewer: PolicyViewer): boolean {
  return isSignedIn(viewer) && !isAdminViewer(viewer);
}
