import { describe } from 'vitest';
import { checkPolicyTable } from '../common/policies-table.ts';
import { canManageOfficialContent } from './policies.ts';

describe('official content policies', () => {
  checkPolicyTable(['visitor', 'member', 'admin'], {
    'publish, edit or delete news, updates and events': [canManageOfficialContent, 'deny deny allow'],
  });
});
