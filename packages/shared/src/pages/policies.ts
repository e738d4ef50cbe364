import { isAdminViewer, type PolicyViewer } from '../common/policy-viewer.ts';

/** Only admins edit the about pages; everyone reads them. */
export function canEditPages(viewer: PolicyViewer): boolean {
  return isAdminViewer(viewer);
}
