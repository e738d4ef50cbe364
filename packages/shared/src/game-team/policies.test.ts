import { describe } from 'vitest';
import { checkPolicyTable, OWNER_ID } from '../common/policies-table.ts';
import type { PolicyViewer } from '../common/policy-viewer.ts';
import { canAddToGameTeam, canChangeGameTeam } from './policies.ts';

const changeOwnersTeam = (viewer: PolicyViewer) => canChangeGameTeam(viewer, OWNER_ID);

describe('Game Team policies', () => {
  checkPolicyTable(['visitor', 'member', 'owner', 'admin'], {
    'add a hero to their Game Team': [canAddToGameTeam, 'deny allow allow allow'],
    "remove a hero from the owner's Game Team or set its main hero": [
      changeOwnersTeam,
      'deny deny allow deny',
    ],
  });
});
