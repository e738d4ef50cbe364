import { isAdminViewer, isSelf, isSignedIn, type PolicyViewer } from '../common/policy-viewer.ts';

/** Any signed-in member keeps a summon log of their own; a visitor is asked to sign in. */
export function canLogSummons(viewer: PolicyViewer): boolean {
  return isSignedIn(viewer);
}

/**
 * Only the member whose log it is reads, edits or deletes its entries; admins get no exception,
 * as the log is private. `ownerId` is the member whose entry it is.
 */
export function canChangeSummonEntry(viewer: PolicyViewer, ownerId: string): boolean {
  return isSelf(viewer, ownerId);
}

/** Only admins set the pity rules of each banner type; every member reads them. */
export function canManagePityRules(viewer: PolicyViewer): boolean {
  return isAdminViewer(viewer);
}
