import { describe } from 'vitest';
import { checkPolicyTable } from '../common/policies-table.ts';
import { canEditHeroReviews } from './policies.ts';

describe('hero review policies', () => {
  checkPolicyTable(['visitor', 'member', 'admin'], {
    "write a hero's review, strengths, weaknesses and specialities": [canEditHeroReviews, 'deny deny allow'],
    'add or delete speciality tags': [canEditHeroReviews, 'deny deny allow'],
  });
});
