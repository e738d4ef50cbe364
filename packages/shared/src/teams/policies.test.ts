import { describe } from 'vitest';
import { checkPolicyTable, OWNER_ID } from '../common/policies-table.ts';
import type { PolicyViewer } from '../common/policy-viewer.ts';
import { canCopyTeam, canCreateTeam, canDeleteTeam, canEditTeam, canVoteTeam } from './policies.ts';

const deleteTeamOf = (ownerId: string | null) => (viewer: PolicyViewer) => canDeleteTeam(viewer, { ownerId });
const editTeamOf = (ownerId: string | null) => (viewer: PolicyViewer) => canEditTeam(viewer, { ownerId });
const voteTeamOf = (ownerId: string | null) => (viewer: PolicyViewer) => canVoteTeam(viewer, { ownerId });

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
  });
});
