import { describe } from 'vitest';
import { checkPolicyTable, OWNER_ID } from '../common/policies-table.ts';
import type { PolicyViewer } from '../common/policy-viewer.ts';
import { canChangeSummonEntry, canLogSummons, canManagePityRules } from './policies.ts';

const changeOwnersEntry = (viewer: PolicyViewer) => canChangeSummonEntry(viewer, OWNER_ID);

describe('summon log policies', () => {
  checkPolicyTable(['visitor', 'member', 'owner', 'admin'], {
    'log summons, import or export their own log': [canLogSummons, 'deny allow allow allow'],
    "edit or delete an entry of the owner's summon log": [changeOwnersEntry, 'deny deny allow deny'],
    'set the pity rules of a banner type': [canManagePityRules, 'deny deny deny allow'],
  });
});
