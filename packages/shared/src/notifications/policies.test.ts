import { describe } from 'vitest';
import { checkPolicyTable } from '../common/policies-table.ts';
import { canReadNotifications } from './policies.ts';

describe('notification policies', () => {
  checkPolicyTable(['visitor', 'member', 'admin'], {
    'read, dismiss and clear their own notifications': [canReadNotifications, 'deny allow allow'],
  });
});
