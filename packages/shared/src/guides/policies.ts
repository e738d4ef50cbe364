import { isAdminViewer, isSelf, isSignedIn, type PolicyViewer } from '../common/policy-viewer.ts';
import type { GuideStatus } from './rules.ts';

/** What the guide rules read of a guide: its review status and its author (null once deleted). */
export type GuideAccess = { status: GuideStatus; authorId: string | null };

/** Anyone may read an approved guide; a pending or rejected one only its author or an admin. */
export function canViewGuide(viewer: PolicyViewer, guide: GuideAccess): boolean {
  if (guide.status === 'approved') return true;
  return isAdminViewer(viewer) || isSelf(viewer, guide.authorId);
}

/** Any signed-in member may write a guide and upload its pictures; it then waits for review. */
export function canWriteGuide(viewer: PolicyViewer): boolean {
  return isSignedIn(viewer);
}

/** Only a guide's author edits it (an edit sends it back to review); admins review, not edit. */
export function canEditGuide(viewer: PolicyViewer, guide: GuideAccess): boolean {
  return isSelf(viewer, guide.authorId);
}

/**
 * A member may mark an approved guide 'Helpful' (and take it back), but not their own; a visitor
 * is asked to sign in.
 */
export function canVoteGuideHelpful(viewer: PolicyViewer, guide: GuideAccess): boolean {
  return isSignedIn(viewer) && guide.status === 'approved' && !isSelf(viewer, guide.authorId);
}

/** Only admins list every guide and approve or reject them. */
export function canReviewGuides(viewer: PolicyViewer): boolean {
  return isAdminViewer(viewer);
}
