import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { notifications, reportedItems } from '../../db/schema/index.ts';
import { buildProfileComment, signUpAndSignIn, type TestMember } from '../../test/factories.ts';
import { injectAs } from '../../test/http.ts';
import { useMemberAndAdmin, useTestApp } from '../../test/test-app.ts';

type Target = { targetKind: string; targetId: string };

/** The test app, a member and an admin, and the requests the report tests make. */
export function useReportTest() {
  const t = useTestApp();
  const { member, admin } = useMemberAndAdmin(t);

  /** A member's report, which must be accepted. */
  async function reportBy(reporter: TestMember, target: Target, reason = 'spam', note = '') {
    const response = await injectAs(t.app, reporter.cookie, {
      method: 'POST',
      url: '/api/reports',
      payload: { ...target, reason, note },
    });
    expect(response.statusCode).toBe(201);
  }

  /** The reported item of this content. */
  async function itemOf(targetId: string) {
    const [item] = await t.app.db.select().from(reportedItems).where(eq(reportedItems.targetId, targetId));
    return item;
  }

  /** A wall comment with one reply, reported by two members; answers the item's id. */
  async function reportedWallComment() {
    const author = await signUpAndSignIn(t.app);
    const comment = await buildProfileComment(t.app.db, {
      profileId: author.user.id,
      authorId: author.user.id,
      content: 'Buy cheap gems at my shop',
    });
    const reply = await buildProfileComment(t.app.db, {
      profileId: author.user.id,
      authorId: member.user.id,
      parentId: comment.id,
    });
    const reporters = [await signUpAndSignIn(t.app), await signUpAndSignIn(t.app)];
    const target = { targetKind: 'profile_comment', targetId: comment.id };
    await reportBy(reporters[0] as TestMember, target, 'spam');
    await reportBy(reporters[1] as TestMember, target, 'other', 'Advertising a shop');
    return { author, comment, reply, reporters, itemId: (await itemOf(comment.id))?.id ?? '' };
  }

  /** An admin's action on a reported item. */
  const act = (itemId: string, payload: Record<string, unknown>, as: TestMember = admin) =>
    injectAs(t.app, as.cookie, { method: 'POST', url: `/api/admin/reports/${itemId}/action`, payload });

  const noticesOf = (userId: string) =>
    t.app.db.select().from(notifications).where(eq(notifications.userId, userId));

  return { t, member, admin, reportBy, itemOf, reportedWallComment, act, noticesOf };
}
