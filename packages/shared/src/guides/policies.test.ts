import { describe } from 'vitest';
import { AUTHOR_ID, checkPolicyTable } from '../common/policies-table.ts';
import { canEditGuide, canReviewGuides, canViewGuide, canWriteGuide } from './policies.ts';

const approved = { status: 'approved', authorId: AUTHOR_ID } as const;
const pending = { status: 'pending', authorId: AUTHOR_ID } as const;
const rejected = { status: 'rejected', authorId: AUTHOR_ID } as const;
const orphaned = { status: 'pending', authorId: null } as const;

describe('guide policies', () => {
  checkPolicyTable(['visitor', 'member', 'author', 'admin'], {
    'read an approved guide': [
      (viewer) => canViewGuide(viewer, approved),
      'allow',
      'allow',
      'allow',
      'allow',
    ],
    'read a pending guide': [(viewer) => canViewGuide(viewer, pending), 'deny', 'deny', 'allow', 'allow'],
    'read a rejected guide': [(viewer) => canViewGuide(viewer, rejected), 'deny', 'deny', 'allow', 'allow'],
    'read a pending guide whose author is gone': [
      (viewer) => canViewGuide(viewer, orphaned),
      'deny',
      'deny',
      'deny',
      'allow',
    ],
    'write a guide': [canWriteGuide, 'deny', 'allow', 'allow', 'allow'],
    'edit the guide': [(viewer) => canEditGuide(viewer, pending), 'deny', 'deny', 'allow', 'deny'],
    'edit a guide whose author is gone': [
      (viewer) => canEditGuide(viewer, orphaned),
      'deny',
      'deny',
      'deny',
      'deny',
    ],
    'review guides': [canReviewGuides, 'deny', 'deny', 'deny', 'allow'],
  });
});
