import { describe } from 'vitest';
import { checkPolicyTable, OWNER_ID } from '../common/policies-table.ts';
import type { PolicyViewer } from '../common/policy-viewer.ts';
import { canChangeFavoriteOutfit, canFavoriteOutfit, canManageOutfits } from './policies.ts';

const changeOwnersFavorite = (viewer: PolicyViewer) => canChangeFavoriteOutfit(viewer, OWNER_ID);

describe('outfit policies', () => {
  checkPolicyTable(['visitor', 'member', 'owner', 'admin'], {
    'choose a favourite outfit': [canFavoriteOutfit, 'deny allow allow allow'],
    "change or remove the owner's favourite outfit": [changeOwnersFavorite, 'deny deny allow deny'],
    'edit outfits or scan for new ones': [canManageOutfits, 'deny deny deny allow'],
  });
});
