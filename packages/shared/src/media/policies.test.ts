import { describe } from 'vitest';
import { checkPolicyTable } from '../common/policies-table.ts';
import { canUploadMedia } from './policies.ts';

describe('media policies', () => {
  checkPolicyTable(['visitor', 'member', 'admin'], {
    'upload an image for the editors': [canUploadMedia, 'deny deny allow'],
  });
});
