import { describe } from 'vitest';
import { AUTHOR_ID, checkPolicyTable } from '../common/policies-table.ts';
import type { PolicyViewer } from '../common/policy-viewer.ts';
import {
  canChangeHeroComment,
  canCommentOnHero,
  canManageHeroes,
  canRateHero,
  canVoteOnHeroComment,
} from './policies.ts';

const comment = { authorId: AUTHOR_ID };
const changeComment = (viewer: PolicyViewer) => canChangeHeroComment(viewer, comment);

describe('hero policies', () => {
  checkPolicyTable(['visitor', 'member', 'author', 'admin'], {
    'add, edit or delete heroes': [canManageHeroes, 'deny deny deny allow'],
    // Skill levels, their costs and the upgrade order are saved with the hero.
    'set skill levels, upgrade costs and the upgrade order': [canManageHeroes, 'deny deny deny allow'],
    'rate a hero': [canRateHero, 'deny allow allow allow'],
    'comment on a hero': [canCommentOnHero, 'deny allow allow allow'],
    'edit or delete the hero comment': [changeComment, 'deny deny allow deny'],
    'vote on the hero comment': [canVoteOnHeroComment, 'deny allow allow allow'],
  });
});
