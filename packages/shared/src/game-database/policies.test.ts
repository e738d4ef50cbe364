import { describe } from 'vitest';
import { checkPolicyTable } from '../common/policies-table.ts';
import { canManageDatabaseEntries } from './policies.ts';

describe('game database policies', () => {
  checkPolicyTable(['visitor', 'member', 'admin'], {
    'add, edit or delete a database entry': [canManageDatabaseEntries, 'deny deny allow'],
  });
});
