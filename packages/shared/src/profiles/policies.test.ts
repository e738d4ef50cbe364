import { describe } from 'vitest';
import { checkPolicyTable, OWNER_ID } from '../common/policies-table.ts';
import { canEditProfile } from './policies.ts';

describe('profile policies', () => {
  checkPolicyTable(['visitor', 'member', 'owner', 'admin'], {
    'edit the profile or its avatar': [
      (viewer) => canEditProfile(viewer, OWNER_ID),
      'deny',
      'deny',
      'allow',
      'deny',
    ],
  });
});
