import { describe } from 'vitest';
import { AUTHOR_ID, checkPolicyTable } from '../common/policies-table.ts';
import type { PolicyViewer } from '../common/policy-viewer.ts';
import {
  type CommentTargetAccess,
  canCommentOn,
  canDeleteCommunityComment,
  canEditCommunityComment,
  canReadCommunityComments,
  canReplyToCommunityComment,
} from './policies.ts';

const publicTeam: CommentTargetAccess = { kind: 'team', isPublic: true };
const privateTeam: CommentTargetAccess = { kind: 'team', isPublic: false };
const approvedGuide: CommentTargetAccess = { kind: 'guide', status: 'approved' };
const pendingGuide: CommentTargetAccess = { kind: 'guide', status: 'pending' };
const rejectedGuide: CommentTargetAccess = { kind: 'guide', status: 'rejected' };
const comment = { authorId: AUTHOR_ID, parentId: null };
const reply = { authorId: AUTHOR_ID, parentId: 'parent-id' };

const on = (target: CommentTargetAccess) => (viewer: PolicyViewer) => canCommentOn(viewer, target);
const read = (target: CommentTargetAccess) => (viewer: PolicyViewer) =>
  canReadCommunityComments(viewer, target);

describe('team and guide comment policies', () => {
  checkPolicyTable(['visitor', 'member', 'author', 'admin'], {
    "read a public team's comments": [read(publicTeam), 'allow allow allow allow'],
    "read an approved guide's comments": [read(approvedGuide), 'allow allow allow allow'],
    "read a pending guide's comments": [read(pendingGuide), 'deny deny deny deny'],
    'comment on a public team': [on(publicTeam), 'deny allow allow allow'],
    'comment on a team that is not public': [on(privateTeam), 'deny deny deny deny'],
    'comment on an approved guide': [on(approvedGuide), 'deny allow allow allow'],
    'comment on a guide waiting for review': [on(pendingGuide), 'deny deny deny deny'],
    'comment on a rejected guide': [on(rejectedGuide), 'deny deny deny deny'],
    'reply to a top-level comment': [(v) => canReplyToCommunityComment(v, comment), 'deny allow allow allow'],
    'reply to a reply': [(v) => canReplyToCommunityComment(v, reply), 'deny deny deny deny'],
    'edit the comment': [(v) => canEditCommunityComment(v, comment), 'deny deny allow deny'],
    'delete the comment': [(v) => canDeleteCommunityComment(v, comment), 'deny deny allow allow'],
  });
});
