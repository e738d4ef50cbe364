import { MODERATION_MESSAGES } from '@haven/shared/moderation/messages';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reportedItems, reports } from '../../db/schema/index.ts';
import {
  buildCommunityComment,
  buildGuide,
  buildHero,
  buildHeroComment,
  buildProfileComment,
  buildTeam,
  signUpAndSignIn,
  type TestMember,
} from '../../test/factories.ts';
import { expectError, injectAs } from '../../test/http.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const report = (member: TestMember | null, payload: Record<string, unknown>) =>
  member
    ? injectAs(t.app, member.cookie, { method: 'POST', url: '/api/reports', payload })
    : t.app.inject({ method: 'POST', url: '/api/reports', payload });

async function reportCount(targetId: string) {
  const [row] = await t.app.db
    .select({ total: count() })
    .from(reports)
    .innerJoin(reportedItems, eq(reportedItems.id, reports.itemId))
    .where(eq(reportedItems.targetId, targetId));
  return row?.total ?? 0;
}

async function wallComment() {
  const author = await signUpAndSignIn(t.app);
  const comment = await buildProfileComment(t.app.db, {
    profileId: author.user.id,
    authorId: author.user.id,
  });
  return { author, comment };
}

describe('reporting member content', () => {
  it('a member reports a wall comment and is thanked; the author is read from the comment', async () => {
    const { author, comment } = await wallComment();
    const reporter = await signUpAndSignIn(t.app);
    const response = await report(reporter, {
      targetKind: 'profile_comment',
      targetId: comment.id,
      reason: 'harassment',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: MODERATION_MESSAGES.reportThanks });
    const [item] = await t.app.db.select().from(reportedItems).where(eq(reportedItems.targetId, comment.id));
    expect(item).toMatchObject({ targetKind: 'profile_comment', authorId: author.user.id, openCount: 1 });
    const [row] = await t.app.db
      .select()
      .from(reports)
      .where(eq(reports.itemId, item?.id ?? ''));
    expect(row).toMatchObject({
      reporterId: reporter.user.id,
      reason: 'harassment',
      note: '',
      status: 'open',
    });
  });

  it('every kind of content others see can be reported', async () => {
    const author = await signUpAndSignIn(t.app);
    const reporter = await signUpAndSignIn(t.app);
    const hero = await buildHero(t.app.db);
    const heroComment = await buildHeroComment(t.app.db, { heroId: hero.id, userId: author.user.id });
    const guide = await buildGuide(t.app.db, { authorId: author.user.id, status: 'approved' });
    const team = await buildTeam(t.app.db, { userId: author.user.id });
    const teamComment = await buildCommunityComment(t.app.db, { authorId: author.user.id, teamId: team.id });
    const targets = [
      ['hero_comment', heroComment.id],
      ['community_comment', teamComment.id],
      ['guide', guide.id],
      ['team', team.id],
      ['profile', author.user.id],
    ];
    for (const [targetKind, targetId] of targets) {
      const response = await report(reporter, { targetKind, targetId, reason: 'spam' });
      expect(response.statusCode, `${targetKind}`).toBe(201);
    }
  });

  it('Other needs a note, and a note is at most 500 characters; nothing is written', async () => {
    const { comment } = await wallComment();
    const reporter = await signUpAndSignIn(t.app);
    const base = { targetKind: 'profile_comment', targetId: comment.id };
    const noNote = await report(reporter, { ...base, reason: 'other', note: '   ' });
    expectError(noNote, 400, 'VALIDATION');
    expect(noNote.json().error.fields).toMatchObject({ note: MODERATION_MESSAGES.reportNoteRequired });
    const tooLong = await report(reporter, { ...base, reason: 'spam', note: 'x'.repeat(501) });
    expectError(tooLong, 400, 'VALIDATION');
    expectError(await report(reporter, { ...base, reason: 'boring' }), 400, 'VALIDATION');
    expectError(
      await report(reporter, { targetKind: 'outfit', targetId: comment.id, reason: 'spam' }),
      400,
      'VALIDATION',
    );
    expect(await reportCount(comment.id)).toBe(0);
    const withNote = await report(reporter, {
      ...base,
      reason: 'other',
      note: 'Posts the same link everywhere',
    });
    expect(withNote.statusCode).toBe(201);
  });

  it('a visitor is asked to sign in', async () => {
    const { comment } = await wallComment();
    const response = await report(null, {
      targetKind: 'profile_comment',
      targetId: comment.id,
      reason: 'spam',
    });
    expectError(response, 401, 'UNAUTHENTICATED', MODERATION_MESSAGES.reportSignIn);
    expect(await reportCount(comment.id)).toBe(0);
  });

  it('a member cannot report their own content', async () => {
    const { author, comment } = await wallComment();
    const response = await report(author, {
      targetKind: 'profile_comment',
      targetId: comment.id,
      reason: 'spam',
    });
    expectError(response, 403, 'FORBIDDEN', MODERATION_MESSAGES.cannotReportOwn);
    const own = await report(author, { targetKind: 'profile', targetId: author.user.id, reason: 'spam' });
    expectError(own, 403, 'FORBIDDEN', MODERATION_MESSAGES.cannotReportOwn);
    expect(await reportCount(comment.id)).toBe(0);
  });

  it('content that does not exist, or that others cannot see, is not found', async () => {
    const author = await signUpAndSignIn(t.app);
    const reporter = await signUpAndSignIn(t.app);
    const pending = await buildGuide(t.app.db, { authorId: author.user.id });
    expectError(
      await report(reporter, { targetKind: 'guide', targetId: pending.id, reason: 'spam' }),
      404,
      'NOT_FOUND',
    );
    const unknown = {
      targetKind: 'hero_comment',
      targetId: '00000000-0000-4000-8000-000000000000',
      reason: 'spam',
    };
    expectError(await report(reporter, unknown), 404, 'NOT_FOUND');
    expectError(await report(reporter, { ...unknown, targetId: 'not-a-uuid' }), 404, 'NOT_FOUND');
  });

  it('a member has one open report per item: a second answers 409 and changes nothing', async () => {
    const { comment } = await wallComment();
    const reporter = await signUpAndSignIn(t.app);
    const payload = { targetKind: 'profile_comment', targetId: comment.id, reason: 'spam' };
    expect((await report(reporter, payload)).statusCode).toBe(201);
    const again = await report(reporter, { ...payload, reason: 'harassment' });
    expectError(again, 409, 'CONFLICT', MODERATION_MESSAGES.alreadyReported);
    const [item] = await t.app.db.select().from(reportedItems).where(eq(reportedItems.targetId, comment.id));
    expect(item?.openCount).toBe(1);
    expect(await reportCount(comment.id)).toBe(1);
  });

  it('racing doubles of one report make one row', async () => {
    const { comment } = await wallComment();
    const reporter = await signUpAndSignIn(t.app);
    const payload = { targetKind: 'profile_comment', targetId: comment.id, reason: 'spam' };
    const answers = await Promise.all([
      report(reporter, payload),
      report(reporter, payload),
      report(reporter, payload),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await reportCount(comment.id)).toBe(1);
    const [item] = await t.app.db.select().from(reportedItems).where(eq(reportedItems.targetId, comment.id));
    expect(item?.openCount).toBe(1);
  });

  it('reports from different members gather on one item', async () => {
    const { comment } = await wallComment();
    const payload = { targetKind: 'profile_comment', targetId: comment.id, reason: 'spam' };
    for (let i = 0; i < 3; i++) {
      expect((await report(await signUpAndSignIn(t.app), payload)).statusCode).toBe(201);
    }
    const items = await t.app.db.select().from(reportedItems).where(eq(reportedItems.targetId, comment.id));
    expect(items).toHaveLength(1);
    expect(items[0]?.openCount).toBe(3);
  });
});
