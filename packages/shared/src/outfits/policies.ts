import { isAdminViewer, isSelf, isSignedIn, type PolicyViewer } from '../common/policy-viewer.ts';

/** Any signed-in member may choose an outfit as their favourite; a visitor is asked to sign in. */
export function canFavoriteOutfit(viewer: PolicyViewer): boolean {
  return isSignedIn(viewer);
}

/**
 * Only a profile's owner changes or removes the favourite outfit it shows; admins get no
 * exception. `ownerId` is the member whose profile it is.
 */
export function canChangeFavoriteOutfit(viewer: PolicyViewer, ownerId: string): boolean {
  return isSelf(viewer, ownerId);
}

/** Only admins edit outfits and scan the outfits folder for new ones; everyone browses them. */
export function canManageOutfits(viewer: PolicyViewer): boolean {
  return isAdminViewer(viewer);
}
