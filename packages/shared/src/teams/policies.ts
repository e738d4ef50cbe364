import { isSelf, isSignedIn, type PolicyViewer } from '../common/policy-viewer.ts';

/** Any signed-in member may build a team; a visitor is asked to sign in. Everyone views teams. */
export function canCreateTeam(viewer: PolicyViewer): boolean {
  return isSignedIn(viewer);
}

/** Only a team's owner deletes it; admins get no exception, and a team with no owner stays. */
export function canDeleteTeam(viewer: PolicyViewer, team: { ownerId: string | null }): boolean {
  return isSelf(viewer, team.ownerId);
}
