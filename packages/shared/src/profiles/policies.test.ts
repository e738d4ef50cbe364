import { describe } from 'vitest';
import { checkPolicyTable, OWNER_ID } from '../common/policies-table.ts';
import type { PolicyViewer } from '../common/policy-viewer.ts';
import { canEditProfile } from './policies.ts';

const editOwnersProfile = (viewer: PolicyViewer) => canEditProfile(viewer, OWNER_ID);

describe('profile policies', () => {
  checkPolicyTable(['visitor', 'member', 'owner', 'admin'], {
    'edit the profile or its avatar': [editOwnersProfile, 'deny deny allow deny'],
  });
});
