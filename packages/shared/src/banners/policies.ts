import { isAdminViewer, type PolicyViewer } from '../common/policy-viewer.ts';

/** Only admins add, edit and delete banners; everyone reads them. */
export function canManageBanners(viewer: PolicyViewer): boolean {
  return isAdminViewer(viewer);
}
