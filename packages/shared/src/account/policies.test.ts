import { describe } from 'vitest';
import { checkPolicyTable } from '../common/policies-table.ts';
import { canDeleteOwnAccount } from './policies.ts';

// Signing in, signing up and resetting a password are open to anyone, and changing one's own
// address or password needs only a session: those routes say so in their access, with no rule here.
describe('account policies', () => {
  checkPolicyTable(['visitor', 'member', 'admin'], {
    'delete their own account': [canDeleteOwnAccount, 'deny allow deny'],
  });
});
