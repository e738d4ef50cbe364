import { isSelf, isSignedIn, type PolicyViewer } from '../common/policy-viewer.ts';

/**
 * A signed-in member may ask another member to be friends, accept or decline their request, or
 * end the friendship; nobody befriends themselves. `memberId` is the other member.
 */
export function canChangeFriendship(viewer: PolicyViewer, memberId: string): boolean {
  return isSignedIn(viewer) && !isSelf(viewer, memberId);
}
