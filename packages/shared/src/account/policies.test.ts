import { describe } from 'vitest';
import { checkPolicyTable } from '../common/policies-table.ts';
import {
  canDeleteOwnAccount,
  canManageOwnAccount,
  canResetPassword,
  canUseAccountForms,
} from './policies.ts';

describe('account policies', () => {
  checkPolicyTable(['visitor', 'member', 'admin'], {
    'sign up, sign in or sign out': [canUseAccountForms, 'allow allow allow'],
    'reset a password with an e-mailed token': [canResetPassword, 'allow allow allow'],
    'change their e-mail or password, or download their data': [canManageOwnAccount, 'deny allow allow'],
    'delete their own account': [canDeleteOwnAccount, 'deny allow deny'],
  });
});
