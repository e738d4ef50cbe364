import { describe } from 'vitest';
import { checkPolicyTable } from '../common/policies-table.ts';
import { canResetPassword, canUseAccountForms } from './policies.ts';

describe('account policies', () => {
  checkPolicyTable(['visitor', 'member', 'admin'], {
    'sign up, sign in or sign out': [canUseAccountForms, 'allow allow allow'],
    'reset a password with an e-mailed token': [canResetPassword, 'allow allow allow'],
  });
});
