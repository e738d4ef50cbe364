import { isAdminViewer, isSelf, type PolicyViewer } from '../common/policy-viewer.ts';

/** Only admins list every member (unfinished sign-ups included), rename them and set passwords. */
export function canManageMembers(viewer: PolicyViewer): boolean {
  return isAdminViewer(viewer);
}

/**
 * An admin may grant or remove another member's admin flag, but not change their own, so a site
 * always keeps at least one admin.
 */
export function canChangeMemberAdmin(viewer: PolicyViewer, member: { id: string }): boolean {
  return isAdminViewer(viewer) && !isSelf(viewer, member.id);
}

/** An admin may delete another member's account, with everything that is theirs, but not their own. */
export function canDeleteMember(viewer: PolicyViewer, member: { id: string }): boolean {
  return isAdminViewer(viewer) && !isSelf(viewer, member.id);
}
