import { describe } from 'vitest';
import { AUTHOR_ID, checkPolicyTable } from '../common/policies-table.ts';
import type { PolicyViewer } from '../common/policy-viewer.ts';
import { canReport, canSeeReportControl } from './policies.ts';

const item = { authorId: AUTHOR_ID };
const formerMembers = { authorId: null };

describe('report policies', () => {
  checkPolicyTable(['visitor', 'member', 'author', 'admin'], {
    'report a comment, guide, team or profile': [
      (v: PolicyViewer) => canReport(v, item),
      'deny allow deny allow',
    ],
    "report a former member's content": [
      (v: PolicyViewer) => canReport(v, formerMembers),
      'deny allow allow allow',
    ],
    'see the Report control': [(v: PolicyViewer) => canSeeReportControl(v, item), 'allow allow deny allow'],
  });
});
