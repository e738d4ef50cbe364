import { isAdminViewer, type PolicyViewer } from '../common/policy-viewer.ts';

/** Only admins add, edit and delete game database entries; everyone reads them. */
export function canManageDatabaseEntries(viewer: PolicyViewer): boolean {
  return isAdminViewer(viewer);
}
