import { isSelf, isSignedIn, type PolicyViewer } from '../common/policy-viewer.ts';

/** Members report what others wrote; nobody reports their own content, and visitors sign in first. */
export function canReport(viewer: PolicyViewer, item: { authorId: string | null }): boolean {
  return isSignedIn(viewer) && !isSelf(viewer, item.authorId);
}

/** Whether the Report control shows: to visitors (who are asked to sign in) and to members, never on their own content. */
export function canSeeReportControl(viewer: PolicyViewer, item: { authorId: string | null }): boolean {
  return !isSelf(viewer, item.authorId);
}
