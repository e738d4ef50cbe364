import { MODERATION_MESSAGES } from '@haven/shared/moderation/messages';
import { REPORT_MESSAGES } from '@haven/shared/reports/messages';
import type { ReportQueue } from '@haven/shared/reports/schemas';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  memberRestrictions,
  moderationLog,
  profileComments,
  reportedItems,
  reports,
  session,
} from '../../db/schema/index.ts';
import { signUpAndSignIn } from '../../test/factories.ts';
import { expectError, injectAs } from '../../test/http.ts';
import { useReportTest } from './reports.test-kit.ts';

const { t, member, admin, reportBy, reportedWallComment, act, noticesOf } = useReportTest();

async function queue(page = 1): Promise<ReportQueue> {
  const response = await injectAs(t.app, admin.cookie, {
    method: 'GET',
    url: `/api/admin/reports?page=${page}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('the reports queue', () => {
  it('shows each reported item once, with its reasons, reporters, notes, content in context and author', async () => {
    const { author, comment, itemId } = await reportedWallComment();
    const item = (await queue()).items.find((entry) => entry.id === itemId);
    expect(item).toMatchObject({
      targetKind: 'profile_comment',
      targetId: comment.id,
      excerpt: 'Buy cheap gems at my shop',
      context: `${author.user.username}'s profile`,
      location: { page: 'profile', slug: author.user.username, commentId: comment.id },
      isRemoved: false,
      author: { id: author.user.id, username: author.user.username, isAdmin: false },
      reporterCount: 2,
      notes: ['Advertising a shop'],
      history: { upheldReports: 0, actions: [] },
    });
    expect(item?.reasons).toEqual(
      expect.arrayContaining([
        { reason: 'spam', count: 1 },
        { reason: 'other', count: 1 },
      ]),
    );
  });

  it('the badge counts items with open reports', async () => {
    const before = await injectAs(t.app, admin.cookie, { method: 'GET', url: '/api/admin/reports/count' });
    await reportedWallComment();
    const after = await injectAs(t.app, admin.cookie, { method: 'GET', url: '/api/admin/reports/count' });
    expect(after.json().open).toBe(before.json().open + 1);
  });

  it('is paged on the server', async () => {
    for (let i = 0; i < 11; i++) {
      const author = await signUpAndSignIn(t.app);
      await reportBy(member, { targetKind: 'profile', targetId: author.user.id });
    }
    const first = await queue(1);
    expect(first.items).toHaveLength(10);
    expect(first.totalPages).toBeGreaterThanOrEqual(2);
    const second = await queue(2);
    expect(second.items.map((i) => i.id)).not.toContain(first.items[0]?.id);
  });

  it('is for admins only', async () => {
    const { itemId } = await reportedWallComment();
    for (const url of ['/api/admin/reports', '/api/admin/reports/count']) {
      expectError(await t.app.inject({ method: 'GET', url }), 401, 'UNAUTHENTICATED');
      expectError(await injectAs(t.app, member.cookie, { method: 'GET', url }), 403, 'FORBIDDEN');
    }
    expectError(await act(itemId, { action: 'dismiss', reason: 'Fine' }, member), 403, 'FORBIDDEN');
    const visitor = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${itemId}/action`,
      payload: { action: 'dismiss', reason: 'Fine' },
    });
    expectError(visitor, 401, 'UNAUTHENTICATED');
    const [item] = await t.app.db.select().from(reportedItems).where(eq(reportedItems.id, itemId));
    expect(item?.openCount).toBe(2);
  });
});

describe('acting on a reported item', () => {
  it('every action needs a reason, and a suspension one of the offered lengths; nothing is written', async () => {
    const { itemId, author } = await reportedWallComment();
    expectError(await act(itemId, { action: 'dismiss', reason: '  ' }), 400, 'VALIDATION');
    expectError(await act(itemId, { action: 'suspend', reason: 'Spam', days: 2 }), 400, 'VALIDATION');
    expectError(await act(itemId, { action: 'erase', reason: 'Spam' }), 400, 'VALIDATION');
    const [item] = await t.app.db.select().from(reportedItems).where(eq(reportedItems.id, itemId));
    expect(item?.openCount).toBe(2);
    expect(
      await t.app.db.select().from(moderationLog).where(eq(moderationLog.memberId, author.user.id)),
    ).toEqual([]);
  });

  it('Dismiss closes the reports, logs it and tells the reporters; the content stays', async () => {
    const { itemId, comment, reporters, author } = await reportedWallComment();
    expect((await act(itemId, { action: 'dismiss', reason: 'Not against the rules' })).statusCode).toBe(200);
    const open = await t.app.db
      .select()
      .from(reports)
      .where(and(eq(reports.itemId, itemId), eq(reports.status, 'open')));
    expect(open).toEqual([]);
    expect((await queue()).items.map((i) => i.id)).not.toContain(itemId);
    const [kept] = await t.app.db.select().from(profileComments).where(eq(profileComments.id, comment.id));
    expect(kept?.removedAt).toBeNull();
    for (const reporter of reporters) {
      expect(await noticesOf(reporter.user.id)).toMatchObject([
        { type: 'report_dismissed', fromUserId: null, content: 'Buy cheap gems at my shop' },
      ]);
    }
    const log = await t.app.db.select().from(moderationLog).where(eq(moderationLog.memberId, author.user.id));
    expect(log).toMatchObject([
      {
        action: 'report_dismissed',
        adminId: admin.user.id,
        targetKind: 'profile_comment',
        targetId: comment.id,
        reason: 'Not against the rules',
      },
    ]);
    expectError(
      await act(itemId, { action: 'dismiss', reason: 'Again' }),
      404,
      'NOT_FOUND',
      REPORT_MESSAGES.itemNotFound,
    );
  });

  it('Remove content replaces a comment for everyone and keeps its replies; reporters hear it was upheld', async () => {
    const { itemId, comment, reply, reporters, author } = await reportedWallComment();
    expect((await act(itemId, { action: 'remove', reason: 'Advertising' })).statusCode).toBe(200);
    const wall = await injectAs(t.app, member.cookie, {
      method: 'GET',
      url: `/api/profiles/${author.user.id}/comments`,
    });
    const shown = wall.json().items.find((c: { id: string }) => c.id === comment.id);
    expect(shown).toMatchObject({ content: '', isRemoved: true });
    expect(shown.replies).toMatchObject([{ id: reply.id, isRemoved: false }]);
    for (const reporter of reporters) {
      expect(await noticesOf(reporter.user.id)).toMatchObject([{ type: 'report_upheld' }]);
    }
    const [log] = await t.app.db
      .select()
      .from(moderationLog)
      .where(eq(moderationLog.memberId, author.user.id));
    expect(log).toMatchObject({ action: 'content_removed', reason: 'Advertising', targetId: comment.id });
    const edit = await injectAs(t.app, author.cookie, {
      method: 'PATCH',
      url: `/api/profile-comments/${comment.id}`,
      payload: { content: 'Back again' },
    });
    expect(edit.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('Warn sends the author a notification with the reason', async () => {
    const { itemId, author } = await reportedWallComment();
    expect((await act(itemId, { action: 'warn', reason: 'No advertising, please' })).statusCode).toBe(200);
    expect(await noticesOf(author.user.id)).toMatchObject([
      { type: 'member_warned', fromUserId: null, content: 'No advertising, please' },
    ]);
    const [log] = await t.app.db
      .select()
      .from(moderationLog)
      .where(eq(moderationLog.memberId, author.user.id));
    expect(log).toMatchObject({ action: 'member_warned', reason: 'No advertising, please' });
  });

  it('Suspend restricts the author for the chosen days, can also remove the content, and shows in their history next time', async () => {
    const { itemId, author, comment } = await reportedWallComment();
    const payload = { action: 'suspend', reason: 'Repeated spam', days: 7, alsoRemove: true };
    expect((await act(itemId, payload)).statusCode).toBe(200);
    const [removed] = await t.app.db.select().from(profileComments).where(eq(profileComments.id, comment.id));
    expect(removed?.removedAt).not.toBeNull();
    const [restriction] = await t.app.db
      .select()
      .from(memberRestrictions)
      .where(eq(memberRestrictions.userId, author.user.id));
    expect(restriction).toMatchObject({ kind: 'suspension', reason: 'Repeated spam' });
    const days = ((restriction?.endsAt?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(7);
    const log = await t.app.db.select().from(moderationLog).where(eq(moderationLog.memberId, author.user.id));
    expect(log.map((entry) => entry.action).sort()).toEqual(['content_removed', 'member_suspended']);
    // A new report on the same author shows what was done before.
    await reportBy(member, { targetKind: 'profile', targetId: author.user.id });
    const next = (await queue()).items.find((i) => i.targetId === author.user.id);
    expect(next?.history).toMatchObject({
      upheldReports: 2,
      actions: expect.arrayContaining([
        expect.objectContaining({ action: 'member_suspended', reason: 'Repeated spam' }),
      ]),
    });
  });

  it('Ban restricts the author for good and ends their sessions', async () => {
    const { itemId, author } = await reportedWallComment();
    expect((await act(itemId, { action: 'ban', reason: 'Scamming members' })).statusCode).toBe(200);
    const [restriction] = await t.app.db
      .select()
      .from(memberRestrictions)
      .where(eq(memberRestrictions.userId, author.user.id));
    expect(restriction).toMatchObject({ kind: 'ban', endsAt: null });
    expect(await t.app.db.select().from(session).where(eq(session.userId, author.user.id))).toEqual([]);
  });

  it("an admin's content cannot lead to suspending them; nothing changes", async () => {
    const otherAdmin = await signUpAndSignIn(t.app, { admin: true });
    const reporter = await signUpAndSignIn(t.app);
    await reportBy(reporter, { targetKind: 'profile', targetId: otherAdmin.user.id });
    const [item] = await t.app.db
      .select()
      .from(reportedItems)
      .where(eq(reportedItems.targetId, otherAdmin.user.id));
    const refused = await act(item?.id ?? '', { action: 'ban', reason: 'Testing' });
    expectError(refused, 403, 'FORBIDDEN', MODERATION_MESSAGES.cannotRestrictAdmin);
    const [still] = await t.app.db
      .select()
      .from(reportedItems)
      .where(eq(reportedItems.id, item?.id ?? ''));
    expect(still?.openCount).toBe(1);
    expect(await noticesOf(reporter.user.id)).toEqual([]);
  });

  it('two admins acting at once settle the item once', async () => {
    const { itemId, reporters } = await reportedWallComment();
    const answers = await Promise.all([
      act(itemId, { action: 'dismiss', reason: 'Fine' }),
      act(itemId, { action: 'warn', reason: 'Careful' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404]);
    expect(await noticesOf(reporters[0]?.user.id ?? '')).toHaveLength(1);
  });
});
