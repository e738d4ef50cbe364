import { describe } from 'vitest';
import { checkPolicyTable, OWNER_ID } from '../common/policies-table.ts';
import { canChangeFavoriteOutfit, canFavoriteOutfit, canManageOutfits } from './policies.ts';

describe('outfit policies', () => {
  checkPolicyTable(['visitor', 'member', 'owner', 'admin'], {
    'choose a favourite outfit': [canFavoriteOutfit, 'deny', 'allow', 'allow', 'allow'],
    "change or remove the owner's favourite outfit": [
      (viewer) => canChangeFavoriteOutfit(viewer, OWNER_ID),
      'deny',
      'deny',
      'allow',
      'deny',
    ],
    'edit outfits or scan for new ones': [canManageOutfits, 'deny', 'deny', 'deny', 'allow'],
  });
});
