import { isAdminViewer, type PolicyViewer } from '../common/policy-viewer.ts';

/** Only admins write a hero's review and manage the speciality vocabulary; everyone reads them. */
export function canEditHeroReviews(viewer: PolicyViewer): boolean {
  return isAdminViewer(viewer);
}
