import { isSelf, isSignedIn, type PolicyViewer } from '../common/policy-viewer.ts';

/** Any signed-in member may add heroes to their own Game Team; a visitor is asked to sign in. */
export function canAddToGameTeam(viewer: PolicyViewer): boolean {
  return isSignedIn(viewer);
}

/**
 * Only a Game Team's owner removes its heroes or picks its main hero; admins get no exception.
 * `ownerId` is the member whose team it is.
 */
export function canChangeGameTeam(viewer: PolicyViewer, ownerId: string): boolean {
  return isSelf(viewer, ownerId);
}
