import { isAdminViewer, type PolicyViewer } from '../common/policy-viewer.ts';

/**
 * Only admins upload images to the media store for the editors (heroes, outfits, official
 * content, the game database). A member's own pictures go through their feature's rule: an
 * avatar with the profile, a guide's pictures with the guide.
 */
export function canUploadMedia(viewer: PolicyViewer): boolean {
  return isAdminViewer(viewer);
}
