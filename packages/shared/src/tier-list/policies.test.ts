import { describe } from 'vitest';
import { checkPolicyTable } from '../common/policies-table.ts';
import { canEditTierList } from './policies.ts';

describe('tier list policies', () => {
  checkPolicyTable(['visitor', 'member', 'admin'], {
    'add, rename or delete game modes and place heroes in tiers': [canEditTierList, 'deny deny allow'],
  });
});
