import { describe } from 'vitest';
import { checkPolicyTable, OWNER_ID } from '../common/policies-table.ts';
import type { PolicyViewer } from '../common/policy-viewer.ts';
import { canCreateTeam, canDeleteTeam } from './policies.ts';

const deleteTeamOf = (ownerId: string | null) => (viewer: PolicyViewer) => canDeleteTeam(viewer, { ownerId });

describe('team policies', () => {
  checkPolicyTable(['visitor', 'member', 'owner', 'admin'], {
    'build a team': [canCreateTeam, 'deny allow allow allow'],
    'delete the team': [deleteTeamOf(OWNER_ID), 'deny deny allow deny'],
    'delete a team with no owner': [deleteTeamOf(null), 'deny deny deny deny'],
  });
});
