import { describe } from 'vitest';
import { checkPolicyTable, POLICY_ROLES } from '../common/policies-table.ts';
import { canChangeMemberAdmin, canDeleteMember, canManageMembers } from './policies.ts';

const otherMember = { id: POLICY_ROLES.member.viewer.id };
const theAdminThemself = { id: POLICY_ROLES.admin.viewer.id };

describe('member administration policies', () => {
  checkPolicyTable(['visitor', 'member', 'admin'], {
    'list, rename and set passwords of members': [canManageMembers, 'deny', 'deny', 'allow'],
    "change another member's admin flag": [
      (viewer) => canChangeMemberAdmin(viewer, otherMember),
      'deny',
      'deny',
      'allow',
    ],
    "change the admin's own admin flag": [
      (viewer) => canChangeMemberAdmin(viewer, theAdminThemself),
      'deny',
      'deny',
      'deny',
    ],
    "delete another member's account": [
      (viewer) => canDeleteMember(viewer, otherMember),
      'deny',
      'deny',
      'allow',
    ],
    "delete the admin's own account": [
      (viewer) => canDeleteMember(viewer, theAdminThemself),
      'deny',
      'deny',
      'deny',
    ],
  });
});
