import { describe } from 'vitest';
import { checkPolicyTable, OWNER_ID } from '../common/policies-table.ts';
import { canChangeFriendship } from './policies.ts';

describe('friendship policies', () => {
  checkPolicyTable(['visitor', 'member', 'owner', 'admin'], {
    'ask, accept, decline or end a friendship with the owner': [
      (viewer) => canChangeFriendship(viewer, OWNER_ID),
      'deny',
      'allow',
      'deny',
      'allow',
    ],
  });
});
