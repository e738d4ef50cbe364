import { isSignedIn, type PolicyViewer } from '../common/policy-viewer.ts';

/**
 * Any signed-in member reads, dismisses and clears their own notifications; a visitor has none.
 * Nobody else's are reachable: every notification route is the member's own (/api/me/...) and
 * answers an id that is not theirs as not found.
 */
export function canReadNotifications(viewer: PolicyViewer): boolean {
  return isSignedIn(viewer);
}
