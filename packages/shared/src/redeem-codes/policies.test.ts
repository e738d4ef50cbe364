import { describe } from 'vitest';
import { checkPolicyTable } from '../common/policies-table.ts';
import { canManageRedeemCodes } from './policies.ts';

describe('redeem code policies', () => {
  checkPolicyTable(['visitor', 'member', 'admin'], {
    'add, edit, switch off or delete redeem codes': [canManageRedeemCodes, 'deny deny allow'],
  });
});
