import type { Viewer } from '../../auth/session.ts';

/** Top-level comments on a wall come from its owner or the owner's friends. */
export function canStartProfileComment(viewerId: string, profileId: string, isFriend: boolean): boolean {
  return viewerId === profileId || isFriend;
}

/** Only the author edits a wall comment. */
export function canEditProfileComment(viewer: Viewer, comment: { authorId: string }): boolean {
  return viewer.id === comment.authorId;
}

/** The author, the wall's owner or an admin may delete a wall comment. */
export function canDeleteProfileComment(
  viewer: Viewer,
  comment: { authorId: string; profileId: string },
): boolean {
  return viewer.id === comment.authorId || viewer.id === comment.profileId || viewer.isAdmin;
}
