import { isAdminViewer, type PolicyViewer } from '../common/policy-viewer.ts';

/** Only admins publish, edit and delete news, updates and events (drafts included); everyone reads the published ones. */
export function canManageOfficialContent(viewer: PolicyViewer): boolean {
  return isAdminViewer(viewer);
}
