import { describe } from 'vitest';
import { AUTHOR_ID, checkPolicyTable } from '../common/policies-table.ts';
import type { PolicyViewer } from '../common/policy-viewer.ts';
import {
  canEditGuide,
  canReviewGuides,
  canViewGuide,
  canVoteGuideHelpful,
  canWriteGuide,
  type GuideAccess,
} from './policies.ts';

const guide = (status: GuideAccess['status'], authorId: string | null = AUTHOR_ID) => ({ status, authorId });
const view = (status: GuideAccess['status'], authorId?: string | null) => (viewer: PolicyViewer) =>
  canViewGuide(viewer, guide(status, authorId));
const vote = (status: GuideAccess['status'], authorId?: string | null) => (viewer: PolicyViewer) =>
  canVoteGuideHelpful(viewer, guide(status, authorId));
const edit = (authorId?: string | null) => (viewer: PolicyViewer) =>
  canEditGuide(viewer, guide('pending', authorId));

describe('guide policies', () => {
  checkPolicyTable(['visitor', 'member', 'author', 'admin'], {
    'read an approved guide': [view('approved'), 'allow allow allow allow'],
    'read a pending guide': [view('pending'), 'deny deny allow allow'],
    'read a rejected guide': [view('rejected'), 'deny deny allow allow'],
    'read a pending guide whose author is gone': [view('pending', null), 'deny deny deny allow'],
    'write a guide': [canWriteGuide, 'deny allow allow allow'],
    'edit the guide': [edit(), 'deny deny allow deny'],
    'edit a guide whose author is gone': [edit(null), 'deny deny deny deny'],
    'review guides': [canReviewGuides, 'deny deny deny allow'],
    'vote an approved guide helpful': [vote('approved'), 'deny allow deny allow'],
    'vote a pending guide helpful': [vote('pending'), 'deny deny deny deny'],
    'vote an approved guide whose author is gone': [vote('approved', null), 'deny allow allow allow'],
  });
});
