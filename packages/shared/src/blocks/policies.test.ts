import { describe, expect, it } from 'vitest';
import { checkPolicyTable, OWNER_ID } from '../common/policies-table.ts';
import type { PolicyViewer } from '../common/policy-viewer.ts';
import { canBlockMember, canReachMember, canUnblockMember } from './policies.ts';

const owner = { id: OWNER_ID, isAdmin: false };
const admin = { id: 'admin-id', isAdmin: true };

describe('blocking policies', () => {
  checkPolicyTable(['visitor', 'member', 'owner', 'admin'], {
    'block the owner': [(viewer: PolicyViewer) => canBlockMember(viewer, owner), 'deny allow deny allow'],
    'block an admin': [(viewer: PolicyViewer) => canBlockMember(viewer, admin), 'deny deny deny deny'],
    'unblock the owner or list blocked members': [
      (viewer: PolicyViewer) => canUnblockMember(viewer, OWNER_ID),
      'deny allow deny allow',
    ],
  });

  it('lets a member reach another only while that member has not blocked them', () => {
    expect(canReachMember(false)).toBe(true);
    expect(canReachMember(true)).toBe(false);
  });
});
