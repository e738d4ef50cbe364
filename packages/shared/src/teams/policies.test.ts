import { describe, expect, it } from 'vitest';
import { checkPolicyTable, OWNER_ID } from '../common/policies-table.ts';
import type { PolicyViewer } from '../common/policy-viewer.ts';
import type { TeamVisibility } from './constants.ts';
import {
  canCopyTeam,
  canCreateTeam,
  canDeleteTeam,
  canEditTeam,
  canViewTeam,
  canVoteTeam,
  isTeamListed,
} from './policies.ts';

const deleteTeamOf = (ownerId: string | null) => (viewer: PolicyViewer) => canDeleteTeam(viewer, { ownerId });
const editTeamOf = (ownerId: string | null) => (viewer: PolicyViewer) => canEditTeam(viewer, { ownerId });
const voteTeamOf = (ownerId: string | null) => (viewer: PolicyViewer) => canVoteTeam(viewer, { ownerId });
const viewTeamOf = (visibility: TeamVisibility) => (viewer: PolicyViewer) =>
  canViewTeam(viewer, { ownerId: OWNER_ID, visibility });

describe('team policies', () => {
  checkPolicyTable(['visitor', 'member', 'owner', 'admin'], {
    'build a team': [canCreateTeam, 'deny allow allow allow'],
    'delete the team': [deleteTeamOf(OWNER_ID), 'deny deny allow deny'],
    'delete a team with no owner': [deleteTeamOf(null), 'deny deny deny deny'],
    'edit the team': [editTeamOf(OWNER_ID), 'deny deny allow deny'],
    'edit a team with no owner': [editTeamOf(null), 'deny deny deny deny'],
    'copy the team into their own teams': [canCopyTeam, 'deny allow allow allow'],
    'vote for the team': [voteTeamOf(OWNER_ID), 'deny allow deny allow'],
    'vote for a team with no owner': [voteTeamOf(null), 'deny allow allow allow'],
    'open a public team': [viewTeamOf('public'), 'allow allow allow allow'],
    'open an unlisted team by its link': [viewTeamOf('unlisted'), 'allow allow allow allow'],
    'open a private team': [viewTeamOf('private'), 'deny deny allow deny'],
  });

  it('lists public teams only', () => {
    expect(isTeamListed({ visibility: 'public' })).toBe(true);
    expect(isTeamListed({ visibility: 'unlisted' })).toBe(false);
    expect(isTeamListed({ visibility: 'private' })).toBe(false);
  });
});
