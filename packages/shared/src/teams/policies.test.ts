import { describe } from 'vitest';
import { checkPolicyTable, OWNER_ID } from '../common/policies-table.ts';
import { canCreateTeam, canDeleteTeam } from './policies.ts';

describe('team policies', () => {
  checkPolicyTable(['visitor', 'member', 'owner', 'admin'], {
    'build a team': [canCreateTeam, 'deny', 'allow', 'allow', 'allow'],
    'delete the team': [
      (viewer) => canDeleteTeam(viewer, { ownerId: OWNER_ID }),
      'deny',
      'deny',
      'allow',
      'deny',
    ],
    'delete a team with no owner': [
      (viewer) => canDeleteTeam(viewer, { ownerId: null }),
      'deny',
      'deny',
      'deny',
      'deny',
    ],
  });
});
