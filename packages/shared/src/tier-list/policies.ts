import { isAdminViewer, type PolicyViewer } from '../common/policy-viewer.ts';

/** Only admins add, rename and delete game modes and place heroes in tiers; everyone reads the list. */
export function canEditTierList(viewer: PolicyViewer): boolean {
  return isAdminViewer(viewer);
}
