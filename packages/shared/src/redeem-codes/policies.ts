import { isAdminViewer, type PolicyViewer } from '../common/policy-viewer.ts';

/** Only admins add, edit, switch off and delete redeem codes (and see the inactive ones); everyone reads the active ones. */
export function canManageRedeemCodes(viewer: PolicyViewer): boolean {
  return isAdminViewer(viewer);
}
