import { describe } from 'vitest';
import { checkPolicyTable } from '../common/policies-table.ts';
import { canManageBanners } from './policies.ts';

describe('banner policies', () => {
  checkPolicyTable(['visitor', 'member', 'admin'], {
    'add, edit or delete banners': [canManageBanners, 'deny deny allow'],
  });
});
