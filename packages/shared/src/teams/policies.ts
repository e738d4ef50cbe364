import { isSelf, isSignedIn, type PolicyViewer } from '../common/policy-viewer.ts';
import type { TeamVisibility } from './constants.ts';

/** Any signed-in member may build a team; a visitor is asked to sign in. Everyone views teams. */
export function canCreateTeam(viewer: PolicyViewer): boolean {
  return isSignedIn(viewer);
}

/** Only a team's owner deletes it; admins get no exception, and a team with no owner stays. */
export function canDeleteTeam(viewer: PolicyViewer, team: { ownerId: string | null }): boolean {
  return isSelf(viewer, team.ownerId);
}

/** Only a team's owner edits it (name, heroes, mode, notes); admins get no exception. */
export function canEditTeam(viewer: PolicyViewer, team: { ownerId: string | null }): boolean {
  return isSelf(viewer, team.ownerId);
}

/** Any signed-in member copies a team into their own teams, their own teams included. */
export function canCopyTeam(viewer: PolicyViewer): boolean {
  return isSignedIn(viewer);
}

/** Members vote for other members' teams, never for their own. */
export function canVoteTeam(viewer: PolicyViewer, team: { ownerId: string | null }): boolean {
  return isSignedIn(viewer) && !isSelf(viewer, team.ownerId);
}

/**
 * Who opens a team's page: anyone for a public or unlisted team (an unlisted one by its link); a
 * private team only its owner, admins included in no exception.
 */
export function canViewTeam(
  viewer: PolicyViewer,
  team: { ownerId: string | null; visibility: TeamVisibility },
) {
  return team.visibility !== 'private' || isSelf(viewer, team.ownerId);
}

/** Lists, search, the sitemap and the home page show public teams only. */
export function isTeamListed(team: { visibility: TeamVisibility }): boolean {
  return team.visibility === 'public';
}
