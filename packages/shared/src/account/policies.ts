import { isAdminViewer, isSignedIn, type PolicyViewer } from '../common/policy-viewer.ts';

/**
 * A signed-in member may delete their own account with their password; an administrator may not,
 * so a site never deletes its last administrator by itself (another admin can, from Users).
 */
export function canDeleteOwnAccount(viewer: PolicyViewer): boolean {
  return isSignedIn(viewer) && !isAdminViewer(viewer);
}
