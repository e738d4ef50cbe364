import { describe } from 'vitest';
import { checkPolicyTable } from '../common/policies-table.ts';
import { canEditPages } from './policies.ts';

describe('about page policies', () => {
  checkPolicyTable(['visitor', 'member', 'admin'], {
    'edit the about pages': [canEditPages, 'deny deny allow'],
  });
});
