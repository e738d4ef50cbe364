import { isAdminViewer, isSelf, isSignedIn, type PolicyViewer } from '../common/policy-viewer.ts';

/** The member a block would be against: their id and whether they are an admin. */
export type BlockTarget = { id: string; isAdmin: boolean };

/**
 * A signed-in member may block another member, so that member can no longer reach them; nobody
 * blocks themselves, and administrators cannot be blocked, so moderation always reaches members.
 */
export function canBlockMember(viewer: PolicyViewer, member: BlockTarget): boolean {
  return isSignedIn(viewer) && !isSelf(viewer, member.id) && !isAdminViewer(member);
}

/** A signed-in member may lift a block they made, and list the members they block. */
export function canUnblockMember(viewer: PolicyViewer, memberId: string): boolean {
  return isSignedIn(viewer) && !isSelf(viewer, memberId);
}

/**
 * Whether a member may reach another (a friend request, a comment on their wall, a reply to
 * their comment, a notification): not when the other has blocked them.
 */
export function canReachMember(isBlockedByMember: boolean): boolean {
  return !isBlockedByMember;
}
