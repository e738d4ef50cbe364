import { eq } from 'drizzle-orm';
import { communityComments, notifications } from '../../db/schema/index.ts';
import { buildGuide, buildTeam, type TestMember } from '../../test/factories.ts';
import { injectAs } from '../../test/http.ts';
import { useMembers, useTestApp } from '../../test/test-app.ts';

type Kind = 'teams' | 'guides';

/**
 * The test app, four members (a team's or guide's owner, two other members, an admin) and the
 * requests the team and guide comment tests make.
 */
export function useCommunityCommentTest() {
  const t = useTestApp();
  const people = useMembers(t, { owner: 'member', member: 'member', other: 'member', admin: 'admin' });
  const url = (kind: Kind, id: string, query = '') => `/api/${kind}/${id}/comments${query}`;
  return {
    t,
    people,
    url,
    post: (who: TestMember | null, kind: Kind, id: string, payload: Record<string, unknown>) =>
      who
        ? injectAs(t.app, who.cookie, { method: 'POST', url: url(kind, id), payload })
        : t.app.inject({ method: 'POST', url: url(kind, id), payload }),
    patch: (who: TestMember, commentId: string, content: string) =>
      injectAs(t.app, who.cookie, {
        method: 'PATCH',
        url: `/api/community-comments/${commentId}`,
        payload: { content },
      }),
    remove: (who: TestMember, commentId: string) =>
      injectAs(t.app, who.cookie, { method: 'DELETE', url: `/api/community-comments/${commentId}` }),
    rows: () => t.db.select().from(communityComments),
    notificationsOf: (userId: string) =>
      t.db.select().from(notifications).where(eq(notifications.userId, userId)),
    ownersTeam: () => buildTeam(t.db, { userId: people.owner.user.id }),
    ownersGuide: (status: 'approved' | 'pending' | 'rejected' = 'approved') =>
      buildGuide(t.db, { authorId: people.owner.user.id, status }),
  };
}
