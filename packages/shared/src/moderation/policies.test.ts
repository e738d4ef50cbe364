import { describe } from 'vitest';
import { checkPolicyTable, POLICY_ROLES } from '../common/policies-table.ts';
import type { PolicyViewer } from '../common/policy-viewer.ts';
import { canModerate, canRestrictMember, isModeratorRemoval } from './policies.ts';

const member = { id: POLICY_ROLES.member.viewer.id, isAdmin: false };
const otherAdmin = { id: 'another-admin', isAdmin: true };
const self = { id: POLICY_ROLES.admin.viewer.id, isAdmin: true };
const restrict = (target: { id: string; isAdmin: boolean }) => (viewer: PolicyViewer) =>
  canRestrictMember(viewer, target);

describe('moderation policies', () => {
  checkPolicyTable(['visitor', 'member', 'admin'], {
    'review reports, act on them and read the moderation log': [canModerate, 'deny deny allow'],
    'suspend or ban a member': [restrict(member), 'deny deny allow'],
    'suspend or ban another admin': [restrict(otherAdmin), 'deny deny deny'],
    'suspend or ban oneself': [restrict(self), 'deny deny deny'],
    "remove another member's comment as a moderator (recorded)": [
      (viewer) => isModeratorRemoval(viewer, ['someone-else']),
      'deny deny allow',
    ],
    'remove their own comment, which is no moderation': [
      (viewer) => isModeratorRemoval(viewer, [viewer?.id ?? null]),
      'deny deny deny',
    ],
  });
});
