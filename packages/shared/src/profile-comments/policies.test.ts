import { describe } from 'vitest';
import { AUTHOR_ID, checkPolicyTable, FRIEND_ID, OWNER_ID } from '../common/policies-table.ts';
import type { PolicyViewer } from '../common/policy-viewer.ts';
import {
  canDeleteWallComment,
  canEditWallComment,
  canReplyToWallComment,
  canStartWallComment,
  canViewWall,
} from './policies.ts';

// The owner's wall, with the friend as the owner's only friend and a comment by the author on it.
const comment = { authorId: AUTHOR_ID, profileId: OWNER_ID };
const startComment = (viewer: PolicyViewer) =>
  canStartWallComment(viewer, OWNER_ID, viewer?.id === FRIEND_ID);
const editComment = (viewer: PolicyViewer) => canEditWallComment(viewer, comment);
const deleteComment = (viewer: PolicyViewer) => canDeleteWallComment(viewer, comment);

describe('wall comment policies', () => {
  checkPolicyTable(['visitor', 'member', 'author', 'owner', 'friend', 'admin'], {
    'read the wall': [canViewWall, 'deny allow allow allow allow allow'],
    "start a comment on the owner's wall": [startComment, 'deny deny deny allow allow deny'],
    'reply to a comment on the wall': [canReplyToWallComment, 'deny allow allow allow allow allow'],
    'edit the comment': [editComment, 'deny deny allow deny deny deny'],
    'delete the comment': [deleteComment, 'deny deny allow allow deny allow'],
  });
});
