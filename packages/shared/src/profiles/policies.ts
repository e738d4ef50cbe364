import { isSelf, type PolicyViewer } from '../common/policy-viewer.ts';

/**
 * Only a member edits their own profile and avatar (and finishes its set-up); admins rename
 * members from the Users tab instead. `profileId` is the member whose profile it is.
 */
export function canEditProfile(viewer: PolicyViewer, profileId: string): boolean {
  return isSelf(viewer, profileId);
}
