import { describe } from 'vitest';
import { checkPolicyTable } from '../common/policies-table.ts';
import { canManageContactMessages, canSendContactMessage } from './policies.ts';

describe('contact policies', () => {
  checkPolicyTable(['visitor', 'member', 'admin'], {
    'send a contact message': [canSendContactMessage, 'deny allow allow'],
    'read, mark read and delete contact messages': [canManageContactMessages, 'deny deny allow'],
  });
});
