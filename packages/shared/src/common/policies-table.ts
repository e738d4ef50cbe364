import { expect, it } from 'vitest';
import type { PolicyViewer } from './policy-viewer.ts';

/** The people a permission table speaks of; each test names the ones its rules tell apart. */
export const POLICY_ROLES = {
  visitor: { viewer: null, name: 'a visitor' },
  member: { viewer: { id: 'member-id', isAdmin: false }, name: 'another member' },
  owner: { viewer: { id: 'owner-id', isAdmin: false }, name: 'the owner' },
  author: { viewer: { id: 'author-id', isAdmin: false }, name: 'the author' },
  friend: { viewer: { id: 'friend-id', isAdmin: false }, name: "the owner's friend" },
  admin: { viewer: { id: 'admin-id', isAdmin: true }, name: 'an admin' },
} satisfies Record<string, { viewer: PolicyViewer; name: string }>;

export type PolicyRole = keyof typeof POLICY_ROLES;

/** The ids of the owner, the author and the friend in every table. */
export const OWNER_ID = POLICY_ROLES.owner.viewer.id;
export const AUTHOR_ID = POLICY_ROLES.author.viewer.id;
export const FRIEND_ID = POLICY_ROLES.friend.viewer.id;

type Row = [decide: (viewer: PolicyViewer) => boolean, verdicts: string];

/**
 * Checks a roles × actions table: `roles` names the columns, each row is an action (read as
 * "<role> may <action>") with its rule and one verdict per column, 'allow' or 'deny', separated by
 * spaces. One test per cell, named as the specification it checks ("a visitor may not edit the
 * comment").
 */
export function checkPolicyTable(roles: readonly PolicyRole[], table: Record<string, Row>): void {
  for (const [action, [decide, row]] of Object.entries(table)) {
    const verdicts = row.trim().split(/\s+/);
    if (verdicts.length !== roles.length || verdicts.some((v) => v !== 'allow' && v !== 'deny')) {
      throw new Error(`"${action}" needs one verdict, allow or deny, per role`);
    }
    roles.forEach((role, column) => {
      const allowed = verdicts[column] === 'allow';
      const { viewer, name } = POLICY_ROLES[role];
      it(`${name} ${allowed ? 'may' : 'may not'} ${action}`, () => {
        expect(decide(viewer)).toBe(allowed);
      });
    });
  }
}
