import { describe } from 'vitest';
import { checkPolicyTable, OWNER_ID } from '../common/policies-table.ts';
import type { PolicyViewer } from '../common/policy-viewer.ts';
import { canChangeFriendship } from './policies.ts';

const befriendOwner = (viewer: PolicyViewer) => canChangeFriendship(viewer, OWNER_ID);

describe('friendship policies', () => {
  checkPolicyTable(['visitor', 'member', 'owner', 'admin'], {
    'ask, accept, decline or end a friendship with the owner': [befriendOwner, 'deny allow deny allow'],
  });
});
