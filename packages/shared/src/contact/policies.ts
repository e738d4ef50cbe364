import { isAdminViewer, isSignedIn, type PolicyViewer } from '../common/policy-viewer.ts';

/** Any signed-in member may write to the site's team; a visitor is asked to sign in. */
export function canSendContactMessage(viewer: PolicyViewer): boolean {
  return isSignedIn(viewer);
}

/** Only admins read the contact inbox, mark its messages read and delete them. */
export function canManageContactMessages(viewer: PolicyViewer): boolean {
  return isAdminViewer(viewer);
}
