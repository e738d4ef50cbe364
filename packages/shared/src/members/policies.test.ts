import { describe } from 'vitest';
import { checkPolicyTable, POLICY_ROLES } from '../common/policies-table.ts';
import type { PolicyViewer } from '../common/policy-viewer.ts';
import { canChangeMemberAdmin, canDeleteMember, canManageMembers } from './policies.ts';

const other = { id: POLICY_ROLES.member.viewer.id };
const self = { id: POLICY_ROLES.admin.viewer.id };
const changeAdmin = (member: { id: string }) => (viewer: PolicyViewer) =>
  canChangeMemberAdmin(viewer, member);
const deleteMember = (member: { id: string }) => (viewer: PolicyViewer) => canDeleteMember(viewer, member);

describe('member administration policies', () => {
  checkPolicyTable(['visitor', 'member', 'admin'], {
    'list, rename and set passwords of members': [canManageMembers, 'deny deny allow'],
    "change another member's admin flag": [changeAdmin(other), 'deny deny allow'],
    "change the admin's own admin flag": [changeAdmin(self), 'deny deny deny'],
    "delete another member's account": [deleteMember(other), 'deny deny allow'],
    "delete the admin's own account": [deleteMember(self), 'deny deny deny'],
  });
});
