import { isAdminViewer, isSelf, isSignedIn, type PolicyViewer } from '../common/policy-viewer.ts';

/** What the wall rules read of a wall comment: who wrote it and on whose wall. */
export type WallCommentAccess = { authorId: string; profileId: string };

/** Only signed-in members read walls; a visitor is asked to sign in. */
export function canViewWall(viewer: PolicyViewer): boolean {
  return isSignedIn(viewer);
}

/**
 * Top-level comments on a wall come from its owner or the owner's friends (`isFriend`: the
 * viewer and the owner are friends); admins get no exception.
 */
export function canStartWallComment(viewer: PolicyViewer, wallOwnerId: string, isFriend: boolean): boolean {
  return isSelf(viewer, wallOwnerId) || (isSignedIn(viewer) && isFriend);
}

/** Any signed-in member may reply to a top-level comment on any wall. */
export function canReplyToWallComment(viewer: PolicyViewer): boolean {
  return isSignedIn(viewer);
}

/** Only its author edits a wall comment. */
export function canEditWallComment(viewer: PolicyViewer, comment: { authorId: string }): boolean {
  return isSelf(viewer, comment.authorId);
}

/** Its author, the wall's owner or an admin may delete a wall comment (its replies go with it). */
export function canDeleteWallComment(viewer: PolicyViewer, comment: WallCommentAccess): boolean {
  return isSelf(viewer, comment.authorId) || isSelf(viewer, comment.profileId) || isAdminViewer(viewer);
}
