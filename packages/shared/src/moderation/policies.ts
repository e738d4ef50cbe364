import { isAdminViewer, isSelf, type PolicyViewer } from '../common/policy-viewer.ts';

/** Only admins review reports, act on them and read the moderation log. */
export function canModerate(viewer: PolicyViewer): boolean {
  return isAdminViewer(viewer);
}

/**
 * An admin may suspend or ban a member who is not an admin (and so never themselves): an admin's
 * rights are taken away in the Users tab first.
 */
export function canRestrictMember(viewer: PolicyViewer, member: { id: string; isAdmin: boolean }): boolean {
  return isAdminViewer(viewer) && !isSelf(viewer, member.id) && !member.isAdmin;
}

/**
 * An admin acts as a moderator when they remove what is neither theirs nor on their own wall
 * (`ownerIds`: the author, and the wall's owner where there is one); such removals are recorded.
 */
export function isModeratorRemoval(viewer: PolicyViewer, ownerIds: readonly (string | null)[]): boolean {
  return isAdminViewer(viewer) && ownerIds.every((id) => !isSelf(viewer, id));
}
