import { describe } from 'vitest';
import { checkPolicyTable, FRIEND_ID, OWNER_ID } from '../common/policies-table.ts';
import type { PolicyViewer } from '../common/policy-viewer.ts';
import type { CollectionVisibility } from './constants.ts';
import { canEditCollection, canKeepCollection, canSeeCollection } from './policies.ts';

const read =
  (visibility: CollectionVisibility, isBlockedByOwner = false) =>
  (viewer: PolicyViewer) =>
    canSeeCollection(viewer, {
      ownerId: OWNER_ID,
      visibility,
      isFriend: viewer?.id === FRIEND_ID,
      // The owner blocks every other member in the blocked rows (a visitor cannot be blocked).
      isBlockedByOwner: isBlockedByOwner && viewer !== null && viewer.id !== OWNER_ID,
    });

describe('Collection policies', () => {
  checkPolicyTable(['visitor', 'member', 'friend', 'owner', 'admin'], {
    'keep a collection of their own': [canKeepCollection, 'deny allow allow allow allow'],
    "change the owner's collection": [
      (viewer) => canEditCollection(viewer, OWNER_ID),
      'deny deny deny allow deny',
    ],
    "read the owner's public collection": [read('public'), 'allow allow allow allow allow'],
    "read the owner's friends-only collection": [read('friends'), 'deny deny allow allow deny'],
    "read the owner's private collection": [read('private'), 'deny deny deny allow deny'],
    "read the owner's public collection while the owner blocks them": [
      read('public', true),
      'allow deny deny allow deny',
    ],
    "read the owner's friends-only collection while the owner blocks them": [
      read('friends', true),
      'deny deny deny allow deny',
    ],
  });
});
