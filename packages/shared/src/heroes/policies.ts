import { isAdminViewer, isSelf, isSignedIn, type PolicyViewer } from '../common/policy-viewer.ts';

/** What the comment rules read of a hero comment: who wrote it. */
export type HeroCommentAccess = { authorId: string };

/** Only admins add, edit and delete heroes; everyone reads them. */
export function canManageHeroes(viewer: PolicyViewer): boolean {
  return isAdminViewer(viewer);
}

/** Any signed-in member may rate a hero (one rating each, changed by rating again). */
export function canRateHero(viewer: PolicyViewer): boolean {
  return isSignedIn(viewer);
}

/** Any signed-in member may comment on a hero; everyone reads the comments. */
export function canCommentOnHero(viewer: PolicyViewer): boolean {
  return isSignedIn(viewer);
}

/** Only its author edits or deletes a hero comment; admins get no exception. */
export function canChangeHeroComment(viewer: PolicyViewer, comment: HeroCommentAccess): boolean {
  return isSelf(viewer, comment.authorId);
}

/** Any signed-in member may vote on any hero comment, their own included. */
export function canVoteOnHeroComment(viewer: PolicyViewer): boolean {
  return isSignedIn(viewer);
}
