import type { GuideStatus } from '@haven/shared';
import type { Viewer } from '../../auth/session.ts';

type GuideAccess = { status: GuideStatus; authorId: string | null };

/** Anyone may read an approved guide; a pending or rejected one only its author or an admin. */
export function canViewGuide(viewer: Viewer | null, guide: GuideAccess): boolean {
  if (guide.status === 'approved') return true;
  if (!viewer) return false;
  return viewer.isAdmin || (guide.authorId !== null && guide.authorId === viewer.id);
}

/** Only a guide's author edits it (an edit sends it back to review). */
export function canEditGuide(viewer: Viewer, guide: GuideAccess): boolean {
  return guide.authorId !== null && guide.authorId === viewer.id;
}

/** Only admins approve or reject guides. */
export function canReviewGuides(viewer: Viewer): boolean {
  return viewer.isAdmin;
}
