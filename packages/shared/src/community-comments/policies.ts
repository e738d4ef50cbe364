import { isAdminViewer, isSelf, isSignedIn, type PolicyViewer } from '../common/policy-viewer.ts';
import type { GuideStatus } from '../guides/rules.ts';

/**
 * What the rules read of the thing commented on: a team and whether it is public (every team a
 * member saves is shown in the public gallery), or a guide and its review status.
 */
export type CommentTargetAccess =
  | { kind: 'team'; isPublic: boolean }
  | { kind: 'guide'; status: GuideStatus };

/** What the rules read of a comment: who wrote it and whether it answers another. */
export type CommunityCommentAccess = { authorId: string; parentId: string | null };

/** A team's comments are open while it is public; a guide's once it is approved. */
export function isOpenForComments(target: CommentTargetAccess): boolean {
  return target.kind === 'team' ? target.isPublic : target.status === 'approved';
}

/** Everyone reads the comments of a public team or an approved guide; nobody those of others. */
export function canReadCommunityComments(_viewer: PolicyViewer, target: CommentTargetAccess): boolean {
  return isOpenForComments(target);
}

/** Any signed-in member may comment on a public team or an approved guide; a visitor is asked to sign in. */
export function canCommentOn(viewer: PolicyViewer, target: CommentTargetAccess): boolean {
  return isSignedIn(viewer) && isOpenForComments(target);
}

/** Any signed-in member may reply to a top-level comment; replies go one level deep. */
export function canReplyToCommunityComment(viewer: PolicyViewer, comment: CommunityCommentAccess): boolean {
  return isSignedIn(viewer) && comment.parentId === null;
}

/** Only its author edits a team or guide comment. */
export function canEditCommunityComment(viewer: PolicyViewer, comment: CommunityCommentAccess): boolean {
  return isSelf(viewer, comment.authorId);
}

/** Its author or an admin may delete a team or guide comment (its replies go with it). */
export function canDeleteCommunityComment(viewer: PolicyViewer, comment: CommunityCommentAccess): boolean {
  return isSelf(viewer, comment.authorId) || isAdminViewer(viewer);
}
